import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/page-title';
import { OrgChartGrid } from '../components/org-chart-grid';

/** /organisasi: the organisation chart cards (photo, person in charge, title). */
export function OrganisationPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageMeta
        title="Struktur Organisasi"
        description="Pengurus dan pengawas koperasi karyawan beserta jabatannya."
      />
      <Typography variant="h1" sx={{ mb: 1 }}>
        Struktur Organisasi
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Pengurus dan pengawas yang mengelola koperasi untuk anggota.
      </Typography>
      <OrgChartGrid />
    </Container>
  );
}

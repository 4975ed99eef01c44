import { type GovernanceDocumentGroups, isYearRequiredFor } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InlineAlert } from '@/components/inline-alert';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useGovernanceDocuments } from '../api/get-governance-documents';
import { DocumentListItem } from '../components/document-list-item';

type Group = GovernanceDocumentGroups[number];

/** "Tahun Buku 2025" for RAT documents, "Tahun 2026" for the others, "Tanpa tahun" when none is given. */
function yearHeading(group: Group, year: number | null): string {
  if (year === null) return 'Tanpa tahun';
  return isYearRequiredFor(group.kind) ? `Tahun Buku ${year}` : `Tahun ${year}`;
}

function KindSection({ group }: { group: Group }) {
  const headingId = `dokumen-${group.kind}`;
  // AD/ART and announcements usually have no year: a lone "Tanpa tahun" heading would only add noise.
  const showYears = group.years.some((entry) => entry.year !== null);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {group.label}
      </Typography>
      {group.years.map((entry) => (
        <Stack key={entry.year ?? 'none'} sx={{ '& + &': { mt: 2 } }}>
          {showYears && (
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
              {yearHeading(group, entry.year)}
            </Typography>
          )}
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {entry.documents.map((document) => (
              <DocumentListItem key={document.id} document={document} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Paper>
  );
}

/** /dokumen: the cooperative's AD/ART, RAT reports and minutes per year, and announcements. */
export function DokumenPage() {
  usePageTitle('Dokumen Koperasi');
  const documents = useGovernanceDocuments();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Dokumen Koperasi
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Anggaran Dasar dan Anggaran Rumah Tangga (AD/ART), laporan dan notulen Rapat Anggota Tahunan (RAT),
        serta pengumuman pengurus. Dokumen ini khusus untuk anggota.
      </Typography>
      <Stack spacing={2} aria-busy={documents.isPending}>
        {documents.isPending && (
          <>
            <SkeletonBlock height={140} rounded />
            <SkeletonBlock height={200} rounded />
          </>
        )}
        {documents.isError && <InlineAlert severity="error">{getErrorMessage(documents.error)}</InlineAlert>}
        {documents.data?.length === 0 && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography sx={{ mb: 1 }}>Belum ada dokumen koperasi yang diterbitkan.</Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Laporan dan notulen RAT akan tersedia di sini setelah rapat. Ada pertanyaan? Lihat FAQ.
            </Typography>
            <Button component={RouterLink} to={paths.faq.getHref()} variant="outlined">
              Buka FAQ
            </Button>
          </Paper>
        )}
        {documents.data?.map((group) => (
          <KindSection key={group.kind} group={group} />
        ))}
      </Stack>
    </Container>
  );
}

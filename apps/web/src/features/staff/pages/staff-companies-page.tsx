import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/page-title';
import { QueueState } from '@/components/staff/queue-state';
import { useCompanies } from '../api/get-companies';
import { StaffCompanyCard } from '../components/staff-company-card';

/** /admin/companies (ADMIN): each company's approval chain, editable (HC first, then 1–3 approvers). */
export function StaffCompaniesPage() {
  usePageTitle('Perusahaan & Rantai Approval · Back Office');
  const companies = useCompanies();
  const items = companies.data ?? [];
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Perusahaan & Rantai Approval
      </Typography>
      <section aria-busy={companies.isLoading}>
        <QueueState
          isLoading={companies.isLoading}
          error={companies.error}
          isEmpty={items.length === 0}
          emptyText="Belum ada perusahaan"
          emptyHint="Perusahaan dibuat bersama data awal koperasi."
        />
        <Stack spacing={2}>
          {items.map((company) => (
            <StaffCompanyCard key={company.id} company={company} />
          ))}
        </Stack>
      </section>
    </>
  );
}

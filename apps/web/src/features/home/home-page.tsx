import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { SkeletonBlock } from '@/components/skeleton-block';
import { useInquiryStatus } from '@/lib/api/get-inquiry-status';
import { getErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useLoanHistory } from './api/get-loan-history';
import { useLoanStatus } from './api/get-loan-status';
import { BalanceSummary } from './components/balance-summary';
import { LoanHistorySection } from './components/loan-history-section';
import { hasLoanInProcess, LoanInProcessCard } from './components/loan-in-process-card';
import { NoLoanPanel } from './components/no-loan-panel';
import { SalaryDeductionCard } from './components/salary-deduction-card';
import { SavingsTotalCard } from './components/savings-total-card';

// Shown only while e-mail or phone is missing: its form code (react-hook-form, TextField) loads only then
// (docs/conventions.md rule 20, page weight).
const UpdateContactForm = lazy(() =>
  import('./components/update-contact-form').then((m) => ({ default: m.UpdateContactForm })),
);

/**
 * Member home (docs/product/screens.md): only the contact form while e-mail or phone is missing; otherwise the balance,
 * the 'Ajukan pinjaman' panel, the application in process and the latest applications.
 */
export function HomePage() {
  const user = useSession()?.user;
  usePageTitle('Home');
  const hasContact = Boolean(user?.email?.trim() && user?.mobilephoneno?.trim());
  const nik = hasContact ? user?.NIK : undefined;
  const summary = useLoanStatus(nik);
  const inquiry = useInquiryStatus(nik);
  const applicationCount = useLoanHistory(nik).data?.length;
  // With no application at all the history's empty state offers 'Ajukan pinjaman' instead.
  const hasHistory = (applicationCount ?? 0) > 0;
  if (!user) return <PageSkeleton />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Halo, {user.name}
      </Typography>
      {!hasContact ? (
        <Suspense fallback={<SkeletonBlock height={320} rounded />}>
          <UpdateContactForm memberId={user.id} email={user.email} mobilephoneno={user.mobilephoneno} />
        </Suspense>
      ) : (
        <Stack spacing={3}>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
            <div aria-busy={summary.isPending}>
              {summary.isPending && <SkeletonBlock height={160} rounded />}
              {summary.isError && (
                <InlineAlert severity="warning">{getErrorMessage(summary.error)}</InlineAlert>
              )}
              {summary.data && <BalanceSummary summary={summary.data} applicationCount={applicationCount} />}
            </div>
            <SavingsTotalCard nik={user.NIK} />
          </Box>
          {summary.data && hasLoanInProcess(summary.data) && <LoanInProcessCard summary={summary.data} />}
          <SalaryDeductionCard nik={user.NIK} />
          {hasHistory && <NoLoanPanel inquiryStatus={inquiry.data} />}
          <LoanHistorySection nik={user.NIK} applicantName={user.name} inquiryStatus={inquiry.data} />
        </Stack>
      )}
    </Container>
  );
}

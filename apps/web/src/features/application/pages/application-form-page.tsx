import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';
import { useInquiryStatus } from '../api/get-inquiry-status';
import { useLoanHistoryAll } from '../api/get-loan-history-all';
import { ApplicationForm } from '../components/application-form';
import { CheckPage } from '../components/check-page';
import { useFreshMember } from '../hooks/use-fresh-member';
import { checkEligibility } from '../lib/check-eligibility';

/**
 * /application-form: the check page for members who may not apply now, else the four-step form. Waits for
 * today's member (/me), the inquiry status and the loan history; failures of the last two are only logged
 * (SPEC §8) and the server re-checks every rule on submit.
 */
export function ApplicationFormPage() {
  usePageTitle('Pengajuan Pinjaman');
  const stored = useSession()?.user;
  const me = useFreshMember(Boolean(stored));
  const inquiry = useInquiryStatus(stored?.NIK);
  const history = useLoanHistoryAll(stored?.NIK);
  if (inquiry.error) console.warn('Inquiry status unavailable', inquiry.error);
  if (history.error) console.warn('Loan history unavailable', history.error);

  const isLoading = me.isPending || inquiry.isPending || history.isPending;
  if (!stored || isLoading) return <PageSkeleton />;
  const user = me.data ?? stored;
  const eligibility = checkEligibility({ user, inquiryStatus: inquiry.data, history: history.data ?? [] });
  const hasContact = Boolean(user.email?.trim()) && Boolean(user.mobilephoneno?.trim());

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Pengajuan Pinjaman
      </Typography>
      {eligibility.canApply ? (
        <ApplicationForm user={user} />
      ) : (
        <CheckPage eligibility={eligibility} inquiryStatus={inquiry.data} hasContact={hasContact} />
      )}
    </Container>
  );
}

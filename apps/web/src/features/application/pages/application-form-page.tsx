import { type LoanHistoryItem, RESIGNATION_MESSAGES, type User } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/page-title';
import { ResignationPendingNotice } from '@/components/resignation-pending-notice';
import { SkeletonBlock } from '@/components/skeleton-block';
import { visuallyHidden } from '@/components/visually-hidden';
import { useFreshLoanHistory } from '@/lib/api/get-all-loan-history';
import { useInquiryStatus } from '@/lib/api/get-inquiry-status';
import { usePendingResignation } from '@/lib/api/get-pending-resignation';
import { useSession } from '@/lib/session';
import { ApplicationForm } from '../components/application-form';
import { CheckPage } from '../components/check-page';
import { NoLimitNotice } from '../components/no-limit-notice';
import { useFreshMember } from '../hooks/use-fresh-member';
import { checkEligibility } from '../lib/check-eligibility';

/**
 * /application-form: the reason the form is closed while a resignation is pending (the server refuses the
 * submission too), the check page for members who may not apply now, else the four-step form. Waits for
 * today's member (/me), the inquiry status and the loan history; failures of the last two are only logged
 * (docs/product/errors.md) and the server re-checks every rule on submit.
 */
export function ApplicationFormPage() {
  usePageTitle('Pengajuan Pinjaman');
  const stored = useSession()?.user;
  const me = useFreshMember(Boolean(stored));
  const inquiry = useInquiryStatus(stored?.NIK);
  const history = useFreshLoanHistory(stored?.NIK);
  const resignation = usePendingResignation(Boolean(stored));
  if (inquiry.error) console.warn('Inquiry status unavailable', inquiry.error);
  if (history.error) console.warn('Loan history unavailable', history.error);

  const isLoading =
    !stored || me.isPending || inquiry.isPending || history.isPending || resignation.isPending;
  const user = me.data ?? stored;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Pengajuan Pinjaman
      </Typography>
      {isLoading || !user ? (
        <FormSkeleton />
      ) : resignation.data ? (
        <ResignationPendingNotice message={RESIGNATION_MESSAGES.PENDING_BLOCKS_APPLICATION} />
      ) : (
        <Eligible user={user} inquiryStatus={inquiry.data} history={history.data ?? []} />
      )}
    </Container>
  );
}

function FormSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        Memuat…
      </Box>
      <SkeletonBlock width="50%" height={28} />
      <SkeletonBlock height={120} rounded />
      <SkeletonBlock height={120} rounded />
    </Stack>
  );
}

type EligibleProps = { user: User; inquiryStatus: string | undefined; history: LoanHistoryItem[] };

/**
 * The form, the check page when the member may not apply now, or — before any upload — why a maximum of Rp 0
 * leaves nothing to apply for.
 */
function Eligible({ user, inquiryStatus, history }: EligibleProps) {
  const eligibility = checkEligibility({ user, inquiryStatus, history });
  if (eligibility.canApply && user.saldomaxpinjaman <= 0) {
    return <NoLimitNotice contributionBalance={user.saldoiuranwajib} maxLoan={user.saldomaxpinjaman} />;
  }
  if (eligibility.canApply) return <ApplicationForm user={user} />;
  const hasContact = Boolean(user.email?.trim()) && Boolean(user.mobilephoneno?.trim());
  return <CheckPage eligibility={eligibility} inquiryStatus={inquiryStatus} hasContact={hasContact} />;
}

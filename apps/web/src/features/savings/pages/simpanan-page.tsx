import { RESIGNATION_MESSAGES } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { TabStrip, tabPanelProps } from '@/components/tab-strip';
import { paths } from '@/config/paths';
import { usePendingResignation } from '@/lib/api/get-pending-resignation';
import { getErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useSavingsBalances } from '../api/get-savings-balances';
import { useSavingsChart } from '../api/get-savings-chart';
import { useSukarelaRequests } from '../api/get-sukarela-requests';
import { DepositForm } from '../components/deposit-form';
import { MutationHistory } from '../components/mutation-history';
import { SavingsBalances } from '../components/savings-balances';
import { SavingsChart } from '../components/savings-chart';
import { SukarelaPlanCard } from '../components/sukarela-plan-card';
import { SukarelaRequestsList } from '../components/sukarela-requests-list';

// Shown only once the member opens the Tarik tab: its form and rules (zod) load then (docs/conventions.md rule 20).
const WithdrawalForm = lazy(() =>
  import('../components/withdrawal-form').then((m) => ({ default: m.WithdrawalForm })),
);

const SUKARELA_ACTIONS = [
  { value: 'setor', label: 'Setor' },
  { value: 'tarik', label: 'Tarik' },
] as const;

function Section({
  id,
  title,
  isBusy,
  children,
}: {
  id: string;
  title: string;
  isBusy: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      aria-busy={isBusy}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /simpanan: the three balances and their total, the total over the last year, the sukarela deposit and
 * withdrawal forms, the monthly sukarela by salary deduction, the status of each request, and the history of every kind with its statement.
 */
export function SimpananPage() {
  usePageTitle('Simpanan');
  const user = useSession()?.user;
  const nik = user?.NIK;
  const balances = useSavingsBalances(nik);
  const chart = useSavingsChart(nik);
  const requests = useSukarelaRequests(nik);
  const resignation = usePendingResignation();
  const [action, setAction] = useState<'setor' | 'tarik'>('setor');
  if (!user || !nik) return <PageSkeleton />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2 }}
        spacing={2}
      >
        <Typography variant="h1">Simpanan</Typography>
        <Button component={RouterLink} to={paths.shu.getHref()} variant="text">
          Lihat SHU
        </Button>
      </Stack>
      <Stack spacing={3}>
        <div aria-busy={balances.isPending}>
          {balances.isPending && <SkeletonBlock height={200} rounded />}
          {balances.isError && <InlineAlert severity="error">{getErrorMessage(balances.error)}</InlineAlert>}
          {balances.data && <SavingsBalances balances={balances.data} />}
        </div>
        <Section id="chart-title" title="Perkembangan Total Simpanan" isBusy={chart.isPending}>
          {chart.isPending && <SkeletonBlock height={220} rounded />}
          {chart.isError && <InlineAlert severity="error">{getErrorMessage(chart.error)}</InlineAlert>}
          {chart.data && <SavingsChart data={chart.data} />}
        </Section>
        <Section id="sukarela-title" title="Simpanan Sukarela" isBusy={false}>
          <TabStrip
            tabs={SUKARELA_ACTIONS}
            value={action}
            onChange={setAction}
            aria-label="Transaksi simpanan sukarela"
            idPrefix="sukarela"
            sx={{ mb: 2 }}
          />
          <Box {...tabPanelProps('sukarela', action)}>
            {action === 'setor' ? (
              <DepositForm nik={nik} />
            ) : balances.data ? (
              <Suspense fallback={<SkeletonBlock height={120} rounded />}>
                <WithdrawalForm
                  nik={nik}
                  available={balances.data.SukarelaTersedia}
                  payrollAccount={user.payroll}
                  blockedReason={resignation.data ? RESIGNATION_MESSAGES.PENDING_BLOCKS_WITHDRAWAL : null}
                />
              </Suspense>
            ) : (
              <SkeletonBlock height={120} rounded />
            )}
          </Box>
        </Section>
        <SukarelaPlanCard />
        <Section id="requests-title" title="Status Setoran dan Penarikan" isBusy={requests.isPending}>
          {requests.isPending && <SkeletonBlock height={120} rounded />}
          {requests.isError && <InlineAlert severity="error">{getErrorMessage(requests.error)}</InlineAlert>}
          {requests.data && <SukarelaRequestsList requests={requests.data} />}
        </Section>
        <MutationHistory nik={nik} />
      </Stack>
    </Container>
  );
}

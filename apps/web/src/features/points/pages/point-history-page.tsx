import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { usePointHistory } from '../api/get-point-history';
import { usePointLedger } from '../api/get-point-ledger';
import { useFreshBalance } from '../api/use-fresh-balance';
import { CouponList } from '../components/coupon-list';
import { LedgerList } from '../components/ledger-list';
import { PointsBalance } from '../components/points-balance';

/** /history-point: the member's coupons and the points ledger, newest first. */
export function PointHistoryPage() {
  usePageTitle('Riwayat Poin');
  useFreshBalance();
  const user = useSession()?.user;
  const coupons = usePointHistory(user?.id);
  const ledger = usePointLedger(user?.id);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Riwayat Poin
      </Typography>
      <Stack spacing={3}>
        <PointsBalance
          balance={user?.poin ?? 0}
          action={
            <Button
              component={RouterLink}
              to={paths.points.getHref()}
              variant="outlined"
              sx={{ color: 'inherit', borderColor: 'currentColor' }}
            >
              Tukar Poin
            </Button>
          }
        />
        <Section id="coupons-heading" title="Kupon Saya" isPending={coupons.isPending}>
          {coupons.isError && <InlineAlert severity="error">{getErrorMessage(coupons.error)}</InlineAlert>}
          {coupons.data?.length === 0 && (
            <EmptyState
              text="Anda belum menukar poin dengan kupon."
              action={
                <Button component={RouterLink} to={paths.points.getHref()} variant="contained">
                  Lihat penawaran poin
                </Button>
              }
            />
          )}
          {coupons.data && coupons.data.length > 0 && <CouponList coupons={coupons.data} />}
        </Section>
        <Section id="ledger-heading" title="Mutasi Poin" isPending={ledger.isPending}>
          {ledger.isError && <InlineAlert severity="error">{getErrorMessage(ledger.error)}</InlineAlert>}
          {ledger.data?.length === 0 && (
            <EmptyState
              text="Belum ada poin masuk atau keluar. Setiap angsuran yang dibayar tepat waktu menambah poin Anda."
              action={
                <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
                  Ke Beranda
                </Button>
              }
            />
          )}
          {ledger.data && ledger.data.length > 0 && <LedgerList entries={ledger.data} />}
        </Section>
      </Stack>
    </Container>
  );
}

function Section({
  id,
  title,
  isPending,
  children,
}: {
  id: string;
  title: string;
  isPending: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} aria-busy={isPending}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {isPending ? (
        <Stack spacing={1.5}>
          <SkeletonBlock height={72} rounded />
          <SkeletonBlock height={72} rounded />
        </Stack>
      ) : (
        children
      )}
    </section>
  );
}

function EmptyState({ text, action }: { text: string; action: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      {action}
    </Paper>
  );
}

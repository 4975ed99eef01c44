import type { LoanHistoryItem } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { InlineAlert } from '@/components/inline-alert';
import { useHasBeenTrue } from '@/components/lazy-dialogs';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { useAllLoanHistory } from '@/lib/api/get-all-loan-history';
import { getErrorMessage } from '@/lib/api-client';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import { HistoryCards, HistoryTable } from '../components/history-table';
import { sumLoanAmounts } from '../lib/sum-loan-amounts';

// The detail dialog (MUI Modal) loads when the member first opens a row (docs/conventions.md rule 20).
const HistoryDetailDialog = lazy(() =>
  import('../components/history-detail-dialog').then((m) => ({ default: m.HistoryDetailDialog })),
);

/** /history-pinjaman/:nik (docs/product/screens.md): every application, a total, and a detail dialog per row. */
export function HistoryPinjamanPage() {
  usePageTitle('Riwayat Pinjaman');
  const { nik = '' } = useParams();
  const history = useAllLoanHistory(nik);
  const isPhone = useNarrowScreen('md');
  const [detail, setDetail] = useState<LoanHistoryItem | null>(null);
  const hasOpenedDetail = useHasBeenTrue(detail !== null);
  const items = history.data ?? [];
  const View = isPhone ? HistoryCards : HistoryTable;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Riwayat Pinjaman
      </Typography>
      <div aria-busy={history.isPending} aria-live="polite">
        {history.isPending && (
          <Stack spacing={1.5}>
            <SkeletonBlock height={48} rounded />
            <SkeletonBlock height={48} rounded />
            <SkeletonBlock height={48} rounded />
          </Stack>
        )}
        {history.isError && <InlineAlert severity="error">{getErrorMessage(history.error)}</InlineAlert>}
        {history.data && items.length === 0 && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>Belum ada pengajuan pinjaman.</Typography>
            <Button variant="contained" component={RouterLink} to={paths.applicationForm.getHref()}>
              Ajukan pinjaman
            </Button>
          </Stack>
        )}
        {items.length > 0 && <View items={items} total={sumLoanAmounts(items)} onDetail={setDetail} />}
      </div>
      <Button component={RouterLink} to={paths.home.getHref()} sx={{ mt: 3 }}>
        Kembali ke Home
      </Button>
      {hasOpenedDetail && (
        <Suspense fallback={null}>
          <HistoryDetailDialog item={detail} onClose={() => setDetail(null)} />
        </Suspense>
      )}
    </Container>
  );
}

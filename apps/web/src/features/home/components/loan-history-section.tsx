import type { LoanHistoryItem } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { InlineAlert } from '@/components/inline-alert';
import { useHasBeenTrue } from '@/components/lazy-dialogs';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { namedRoutes, OFFER_QUERY_PARAM } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useLoanHistory } from '../api/get-loan-history';
import { listCardActions } from '../lib/card-actions';
import { LoanHistoryCard } from './loan-history-card';
import { NoLoanPanel } from './no-loan-panel';
import { useCancelFlow } from './use-cancel-application';

// The two dialogs (MUI Dialog, Stepper, Table) load when first opened (docs/conventions.md rule 20).
const StatusDialog = lazy(() => import('./status-dialog').then((m) => ({ default: m.StatusDialog })));
const CounterOfferDialog = lazy(() =>
  import('./counter-offer-dialog').then((m) => ({ default: m.CounterOfferDialog })),
);

type LoanHistorySectionProps = { nik: string; applicantName: string; inquiryStatus: string | undefined };

/**
 * The latest applications as cards, with the status dialog, the NST modal (opened by `?penawaran=id` too) and the
 * cancel flow.
 */
export function LoanHistorySection({ nik, applicantName, inquiryStatus }: LoanHistorySectionProps) {
  const history = useLoanHistory(nik);
  const cancelFlow = useCancelFlow(nik);
  const [statusItem, setStatusItem] = useState<LoanHistoryItem | null>(null);
  const [offerItem, setOfferItem] = useState<LoanHistoryItem | null>(null);
  const requestedOfferId = Number(useSearchParams()[0].get(OFFER_QUERY_PARAM)) || null;
  const [openedOfferId, setOpenedOfferId] = useState<number | null>(null);
  const hasShownStatus = useHasBeenTrue(statusItem !== null);
  const hasShownOffer = useHasBeenTrue(offerItem !== null);

  // Sent here by a counter-offer's page (/home?penawaran=id): its dialog opens once, when the list has it and the
  // offer still waits for an answer.
  useEffect(() => {
    if (requestedOfferId === null || requestedOfferId === openedOfferId || !history.data) return;
    setOpenedOfferId(requestedOfferId);
    const waiting = history.data.find(
      (item) => item.id === requestedOfferId && listCardActions(item).includes('detail'),
    );
    if (waiting) setOfferItem(waiting);
  }, [requestedOfferId, openedOfferId, history.data]);

  return (
    <Box component="section" aria-labelledby="history-title" aria-busy={history.isPending}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography id="history-title" variant="h2">
          Riwayat Pinjaman
        </Typography>
        <Button component={RouterLink} to={namedRoutes.HistoryPinjamanView(nik)} size="small">
          Lihat semua
        </Button>
      </Stack>
      {history.isPending && (
        <Stack spacing={1.5}>
          <SkeletonBlock height={120} rounded />
          <SkeletonBlock height={120} rounded />
        </Stack>
      )}
      {history.isError && <InlineAlert severity="warning">{getErrorMessage(history.error)}</InlineAlert>}
      {history.data?.length === 0 && (
        <NoLoanPanel
          inquiryStatus={inquiryStatus}
          title="Belum ada pengajuan"
          headingLevel="h3"
          description="Riwayat pengajuan pinjaman Anda akan tampil di sini."
        />
      )}
      {history.data && history.data.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {history.data.map((item) => (
            <LoanHistoryCard
              key={item.id}
              item={item}
              handlers={{
                onDetail: setOfferItem,
                onCancel: (loan) => cancelFlow.requestCancel(loan.id),
                onStatus: setStatusItem,
              }}
            />
          ))}
        </Box>
      )}
      <Suspense fallback={null}>
        {hasShownStatus && (
          <StatusDialog item={statusItem} applicantName={applicantName} onClose={() => setStatusItem(null)} />
        )}
        {hasShownOffer && (
          <CounterOfferDialog item={offerItem} nik={nik} onClose={() => setOfferItem(null)} />
        )}
      </Suspense>
      {cancelFlow.dialog}
    </Box>
  );
}

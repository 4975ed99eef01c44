import { formatDate } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MoneyText } from '@/components/money-text';
import { usePageTitle } from '@/components/page-title';
import { DocumentViewer } from '@/components/staff/document-viewer';
import { QueueState } from '@/components/staff/queue-state';
import { SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import {
  type SettlementQueueItem,
  settlementProofUrl,
  useDecideSettlement,
  useSettlementQueue,
} from '../api/settlements';
import { SettlementDecisionDialog } from '../components/settlement-decision-dialog';
import { listSettlementDecisions, type SettlementDecisionView } from '../lib/settlement-decisions';

/** /admin/settlements: requests to check (PT1) and transfer proofs to confirm (PT3), oldest first. */
export function SettlementDeskPage() {
  usePageTitle('Pelunasan · Back Office');
  const queue = useSettlementQueue();
  const decide = useDecideSettlement();
  const [pending, setPending] = useState<{ item: SettlementQueueItem; view: SettlementDecisionView } | null>(
    null,
  );
  const items = queue.data ?? [];

  const send = (reason: string | undefined) => {
    if (!pending) return;
    decide.mutate(
      { id: pending.item.id, decision: pending.view.decision, reason },
      {
        onSuccess: (message) => enqueueSnackbar(message, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Pelunasan
      </Typography>
      <section aria-busy={queue.isLoading} aria-live="polite">
        <QueueState
          isLoading={queue.isLoading}
          error={queue.error}
          isEmpty={items.length === 0}
          emptyText="Tidak ada pelunasan yang menunggu"
          emptyHint="Pengajuan pelunasan baru dan bukti transfer anggota akan muncul di sini."
        />
        <Stack spacing={2}>
          {items.map((item) => (
            <SectionCard
              key={item.id}
              title={`${item.AgreementNo} · ${item.status === 'PT1' ? 'Perlu diperiksa' : 'Bukti transfer'}`}
            >
              <Stack spacing={1.5}>
                <Typography>
                  {item.memberName} · NIK {item.NIK} · rencana {formatDate(item.plannedDate)}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                  <Typography color="text.secondary">Total pelunasan</Typography>
                  <MoneyText amount={item.TotalPelunasan} />
                </Stack>
                {item.status === 'PT3' && (
                  <DocumentViewer label="Bukti transfer" url={settlementProofUrl(item.id)} />
                )}
                <Stack direction="row" spacing={1}>
                  {listSettlementDecisions(item.status).map((view) => (
                    <Button
                      key={view.decision}
                      variant={view.colour === 'error' ? 'outlined' : 'contained'}
                      color={view.colour}
                      onClick={() => setPending({ item, view })}
                    >
                      {view.label}
                    </Button>
                  ))}
                </Stack>
              </Stack>
            </SectionCard>
          ))}
        </Stack>
      </section>
      <SettlementDecisionDialog
        key={pending ? `${pending.item.id}-${pending.view.decision}` : 'closed'}
        view={pending?.view ?? null}
        agreementNo={pending?.item.AgreementNo ?? ''}
        isPending={decide.isPending}
        onCancel={() => setPending(null)}
        onConfirm={send}
      />
    </>
  );
}

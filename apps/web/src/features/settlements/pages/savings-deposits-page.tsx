import { formatDate, formatDateTime, formatRupiah } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageTitle } from '@/components/page-title';
import { DocumentViewer } from '@/components/staff/document-viewer';
import { QueueState } from '@/components/staff/queue-state';
import { FactList, SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import {
  type AdminSavingsDeposit,
  type DepositDecision,
  useDecideDeposit,
  useDepositQueue,
} from '../api/savings-desk';
import { SavingsDecisionDialog, type SavingsDecisionView } from '../components/savings-decision-dialog';

const viewOf = (item: AdminSavingsDeposit, decision: DepositDecision): SavingsDecisionView =>
  decision === 'confirm'
    ? {
        title: `Konfirmasi setoran · ${item.name}`,
        label: 'Konfirmasi',
        question: `Dana ${formatRupiah(item.amount)} sudah masuk ke rekening koperasi? Setoran dibukukan ke Simpanan Sukarela ${item.name} dan tidak dapat dibatalkan.`,
        needsReason: false,
        colour: 'primary',
      }
    : {
        title: `Tolak setoran · ${item.name}`,
        label: 'Tolak',
        question: `Tolak setoran ${formatRupiah(item.amount)}? Anggota menerima alasan Anda.`,
        needsReason: true,
        colour: 'error',
      };

/** /admin/savings-deposits (FINANCE): sukarela deposits to confirm, each with the proof and the member's balance. */
export function SavingsDepositsPage() {
  usePageTitle('Setoran Sukarela · Back Office');
  const queue = useDepositQueue();
  const decide = useDecideDeposit();
  const [pending, setPending] = useState<{ item: AdminSavingsDeposit; decision: DepositDecision } | null>(
    null,
  );
  const items = queue.data ?? [];

  const send = (reason: string | undefined) => {
    if (!pending) return;
    decide.mutate(
      { id: pending.item.id, decision: pending.decision, reason },
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
        Setoran Sukarela
      </Typography>
      <section aria-busy={queue.isLoading} aria-live="polite">
        <QueueState
          isLoading={queue.isLoading}
          error={queue.error}
          isEmpty={items.length === 0}
          emptyText="Tidak ada setoran yang menunggu"
          emptyHint="Setoran sukarela yang dikirim anggota beserta bukti transfernya akan muncul di sini."
        />
        <Stack spacing={2}>
          {items.map((item) => (
            <SectionCard key={item.id} title={`${item.name} · ${formatRupiah(item.amount)}`}>
              <Stack spacing={1.5}>
                <FactList
                  facts={[
                    ['NIK', item.nik],
                    ['Tanggal transfer', formatDate(item.transferDate)],
                    ['Dikirim', formatDateTime(item.requestedAt)],
                    ['Catatan anggota', item.note || '–'],
                    ['Saldo sukarela saat ini', formatRupiah(item.sukarelaBalance)],
                  ]}
                />
                <DocumentViewer label={`Bukti transfer ${item.name}`} url={item.proofUrl} />
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" onClick={() => setPending({ item, decision: 'confirm' })}>
                    Konfirmasi
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    onClick={() => setPending({ item, decision: 'reject' })}
                  >
                    Tolak
                  </Button>
                </Stack>
              </Stack>
            </SectionCard>
          ))}
        </Stack>
      </section>
      <SavingsDecisionDialog
        key={pending ? `${pending.item.id}-${pending.decision}` : 'closed'}
        view={pending ? viewOf(pending.item, pending.decision) : null}
        isPending={decide.isPending}
        onCancel={() => setPending(null)}
        onConfirm={send}
      />
    </>
  );
}

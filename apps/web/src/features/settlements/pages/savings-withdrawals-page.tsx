import { describeWithdrawalStatus, formatDateTime, formatRupiah } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageTitle } from '@/components/page-title';
import { QueueState } from '@/components/staff/queue-state';
import { FactList, SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import {
  type AdminSavingsWithdrawal,
  useDecideWithdrawal,
  useWithdrawalQueue,
  type WithdrawalDecision,
} from '../api/savings-desk';
import { SavingsDecisionDialog, type SavingsDecisionView } from '../components/savings-decision-dialog';

function viewOf(item: AdminSavingsWithdrawal, decision: WithdrawalDecision): SavingsDecisionView {
  const amount = formatRupiah(item.amount);
  switch (decision) {
    case 'approve':
      return {
        title: `Setujui penarikan · ${item.name}`,
        label: 'Setujui',
        question: `Setujui penarikan ${amount} ke rekening ${item.accountNo ?? '-'}? Jumlahnya tetap ditahan sampai ditandai dibayar.`,
        needsReason: false,
        colour: 'primary',
      };
    case 'pay':
      return {
        title: `Tandai dibayar · ${item.name}`,
        label: 'Sudah Dibayar',
        question: `${amount} sudah ditransfer ke rekening ${item.accountNo ?? '-'} a.n. ${item.accountName ?? item.name}? Saldo sukarela anggota dikurangi dan tindakan ini tidak dapat dibatalkan.`,
        needsReason: false,
        colour: 'primary',
      };
    default:
      return {
        title: `Tolak penarikan · ${item.name}`,
        label: 'Tolak',
        question: `Tolak penarikan ${amount}? Jumlahnya kembali dapat ditarik anggota, yang menerima alasan Anda.`,
        needsReason: true,
        colour: 'error',
      };
  }
}

/** /admin/savings-withdrawals (FINANCE): withdrawals to approve, then to pay, with the member's balance. */
export function SavingsWithdrawalsPage() {
  usePageTitle('Penarikan Sukarela · Back Office');
  const queue = useWithdrawalQueue();
  const decide = useDecideWithdrawal();
  const [pending, setPending] = useState<{
    item: AdminSavingsWithdrawal;
    decision: WithdrawalDecision;
  } | null>(null);
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
        Penarikan Sukarela
      </Typography>
      <section aria-busy={queue.isLoading} aria-live="polite">
        <QueueState
          isLoading={queue.isLoading}
          error={queue.error}
          isEmpty={items.length === 0}
          emptyText="Tidak ada penarikan yang menunggu"
          emptyHint="Pengajuan penarikan simpanan sukarela akan muncul di sini."
        />
        <Stack spacing={2}>
          {items.map((item) => (
            <SectionCard
              key={item.id}
              title={`${item.name} · ${formatRupiah(item.amount)} · ${describeWithdrawalStatus(item.status)}`}
            >
              <Stack spacing={1.5}>
                <FactList
                  facts={[
                    ['NIK', item.nik],
                    ['Diajukan', formatDateTime(item.requestedAt)],
                    ['Rekening payroll', `${item.accountNo ?? '–'} a.n. ${item.accountName ?? item.name}`],
                    ['Saldo sukarela', formatRupiah(item.sukarelaBalance)],
                    ['Ditahan untuk penarikan', formatRupiah(item.reserved)],
                  ]}
                />
                <Stack direction="row" spacing={1}>
                  {item.status === 'PENDING' ? (
                    <Button variant="contained" onClick={() => setPending({ item, decision: 'approve' })}>
                      Setujui
                    </Button>
                  ) : (
                    <Button variant="contained" onClick={() => setPending({ item, decision: 'pay' })}>
                      Tandai Sudah Dibayar
                    </Button>
                  )}
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

import {
  type AdminSavingsWithdrawal,
  describeWithdrawalStatus,
  formatDateTime,
  formatRupiah,
} from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { usePageTitle } from '@/components/page-title';
import { FactList, SectionCard } from '@/components/staff/section-card';
import { useDecideWithdrawal, type WithdrawalDecision } from '../api/decide-withdrawal';
import { useWithdrawalQueue } from '../api/get-withdrawal-queue';
import { DeskDecisionDialog, type DeskDecisionView } from '../components/desk-decision-dialog';
import { DeskQueue } from '../components/desk-queue';
import { useQueueDecision } from '../hooks/use-queue-decision';

function viewOf(item: AdminSavingsWithdrawal, decision: WithdrawalDecision): DeskDecisionView {
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
        minReasonLength: 3,
        colour: 'error',
      };
  }
}

/** /admin/savings-withdrawals (FINANCE): withdrawals to approve, then to pay, with the member's balance. */
export function SavingsWithdrawalsPage() {
  usePageTitle('Penarikan Sukarela · Back Office');
  const queue = useWithdrawalQueue();
  const decision = useQueueDecision<AdminSavingsWithdrawal, WithdrawalDecision>(useDecideWithdrawal());
  const items = queue.data ?? [];
  const { pending } = decision;

  return (
    <>
      <DeskQueue
        title="Penarikan Sukarela"
        queue={queue}
        isEmpty={items.length === 0}
        emptyText="Tidak ada penarikan yang menunggu"
        emptyHint="Pengajuan penarikan simpanan sukarela akan muncul di sini."
      >
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
                  <Button variant="contained" onClick={() => decision.ask(item, 'approve')}>
                    Setujui
                  </Button>
                ) : (
                  <Button variant="contained" onClick={() => decision.ask(item, 'pay')}>
                    Tandai Sudah Dibayar
                  </Button>
                )}
                <Button variant="outlined" color="error" onClick={() => decision.ask(item, 'reject')}>
                  Tolak
                </Button>
              </Stack>
            </Stack>
          </SectionCard>
        ))}
      </DeskQueue>
      <DeskDecisionDialog
        key={decision.dialogKey}
        view={pending ? viewOf(pending.item, pending.decision) : null}
        isPending={decision.isPending}
        onCancel={decision.cancel}
        onConfirm={decision.send}
      />
    </>
  );
}

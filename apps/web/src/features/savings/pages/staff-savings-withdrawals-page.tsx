import {
  type AdminSavingsWithdrawal,
  describeWithdrawalStatus,
  formatDateTime,
  formatRupiah,
} from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { DecisionView } from '@/components/staff/decision-dialog';
import { DeskPage } from '@/components/staff/desk-page';
import { FactList, SectionCard } from '@/components/staff/section-card';
import { useDecideWithdrawal, type WithdrawalDecision } from '../api/decide-withdrawal';
import { useWithdrawalQueue } from '../api/get-withdrawal-queue';

function viewOf(item: AdminSavingsWithdrawal, decision: WithdrawalDecision): DecisionView {
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
export function StaffSavingsWithdrawalsPage() {
  return (
    <DeskPage<AdminSavingsWithdrawal, WithdrawalDecision>
      title="Penarikan Sukarela"
      queue={useWithdrawalQueue()}
      decide={useDecideWithdrawal()}
      emptyText="Tidak ada penarikan yang menunggu"
      emptyHint="Pengajuan penarikan simpanan sukarela akan muncul di sini."
      viewOf={viewOf}
      renderItem={(item, ask) => (
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
                <Button variant="contained" onClick={() => ask('approve')}>
                  Setujui
                </Button>
              ) : (
                <Button variant="contained" onClick={() => ask('pay')}>
                  Tandai Sudah Dibayar
                </Button>
              )}
              <Button variant="outlined" color="error" onClick={() => ask('reject')}>
                Tolak
              </Button>
            </Stack>
          </Stack>
        </SectionCard>
      )}
    />
  );
}

import { type AdminSavingsDeposit, formatDate, formatDateTime, formatRupiah } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { DecisionView } from '@/components/staff/decision-dialog';
import { DeskPage } from '@/components/staff/desk-page';
import { DocumentViewer } from '@/components/staff/document-viewer';
import { FactList, SectionCard } from '@/components/staff/section-card';
import { type DepositDecision, useDecideDeposit } from '../api/decide-deposit';
import { useDepositQueue } from '../api/get-deposit-queue';

const viewOf = (item: AdminSavingsDeposit, decision: DepositDecision): DecisionView =>
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
        minReasonLength: 3,
        colour: 'error',
      };

/** /admin/savings-deposits (FINANCE): sukarela deposits to confirm, each with the proof and the member's balance. */
export function StaffSavingsDepositsPage() {
  return (
    <DeskPage<AdminSavingsDeposit, DepositDecision>
      title="Setoran Sukarela"
      queue={useDepositQueue()}
      decide={useDecideDeposit()}
      emptyText="Tidak ada setoran yang menunggu"
      emptyHint="Setoran sukarela yang dikirim anggota beserta bukti transfernya akan muncul di sini."
      viewOf={viewOf}
      renderItem={(item, ask) => (
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
              <Button variant="contained" onClick={() => ask('confirm')}>
                Konfirmasi
              </Button>
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

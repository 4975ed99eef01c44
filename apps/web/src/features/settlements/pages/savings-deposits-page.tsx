import { type AdminSavingsDeposit, formatDate, formatDateTime, formatRupiah } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { usePageTitle } from '@/components/page-title';
import { DocumentViewer } from '@/components/staff/document-viewer';
import { FactList, SectionCard } from '@/components/staff/section-card';
import { type DepositDecision, useDecideDeposit } from '../api/decide-deposit';
import { useDepositQueue } from '../api/get-deposit-queue';
import { DeskDecisionDialog, type DeskDecisionView } from '../components/desk-decision-dialog';
import { DeskQueue } from '../components/desk-queue';
import { useQueueDecision } from '../hooks/use-queue-decision';

const viewOf = (item: AdminSavingsDeposit, decision: DepositDecision): DeskDecisionView =>
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
export function SavingsDepositsPage() {
  usePageTitle('Setoran Sukarela · Back Office');
  const queue = useDepositQueue();
  const decision = useQueueDecision<AdminSavingsDeposit, DepositDecision>(useDecideDeposit());
  const items = queue.data ?? [];
  const { pending } = decision;

  return (
    <>
      <DeskQueue
        title="Setoran Sukarela"
        queue={queue}
        isEmpty={items.length === 0}
        emptyText="Tidak ada setoran yang menunggu"
        emptyHint="Setoran sukarela yang dikirim anggota beserta bukti transfernya akan muncul di sini."
      >
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
                <Button variant="contained" onClick={() => decision.ask(item, 'confirm')}>
                  Konfirmasi
                </Button>
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

import { formatDate, type SettlementQueueItem } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';
import { usePageTitle } from '@/components/page-title';
import { DocumentViewer } from '@/components/staff/document-viewer';
import { SectionCard } from '@/components/staff/section-card';
import { type SettlementDecision, useDecideSettlement } from '../api/decide-settlement';
import { settlementProofUrl, useSettlementQueue } from '../api/get-settlement-queue';
import { DeskDecisionDialog, type DeskDecisionView } from '../components/desk-decision-dialog';
import { DeskQueue } from '../components/desk-queue';
import { useQueueDecision } from '../hooks/use-queue-decision';
import { describeSettlementDecision, listSettlementDecisions } from '../lib/settlement-decisions';

function viewOf(item: SettlementQueueItem, decision: SettlementDecision): DeskDecisionView {
  const view = describeSettlementDecision(decision);
  return { ...view, title: `${view.label} · ${item.AgreementNo}` };
}

/** /admin/settlements: requests to check (PT1) and transfer proofs to confirm (PT3), oldest first. */
export function SettlementDeskPage() {
  usePageTitle('Pelunasan · Back Office');
  const queue = useSettlementQueue();
  const decision = useQueueDecision<SettlementQueueItem, SettlementDecision>(useDecideSettlement());
  const items = queue.data ?? [];
  const { pending } = decision;

  return (
    <>
      <DeskQueue
        title="Pelunasan"
        queue={queue}
        isEmpty={items.length === 0}
        emptyText="Tidak ada pelunasan yang menunggu"
        emptyHint="Pengajuan pelunasan baru dan bukti transfer anggota akan muncul di sini."
      >
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
                    onClick={() => decision.ask(item, view.decision)}
                  >
                    {view.label}
                  </Button>
                ))}
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

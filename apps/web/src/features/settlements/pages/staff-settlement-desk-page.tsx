import { formatDate, type SettlementQueueItem } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';
import type { DecisionView } from '@/components/staff/decision-dialog';
import { DeskPage } from '@/components/staff/desk-page';
import { DocumentViewer } from '@/components/staff/document-viewer';
import { SectionCard } from '@/components/staff/section-card';
import { type SettlementDecision, useDecideSettlement } from '../api/decide-settlement';
import { settlementProofUrl, useSettlementQueue } from '../api/get-settlement-queue';
import { describeSettlementDecision, listSettlementDecisions } from '../lib/settlement-decisions';

function viewOf(item: SettlementQueueItem, decision: SettlementDecision): DecisionView {
  const view = describeSettlementDecision(decision);
  return { ...view, title: `${view.label} · ${item.AgreementNo}` };
}

/** /admin/settlements: requests to check (PT1) and transfer proofs to confirm (PT3), oldest first. */
export function StaffSettlementDeskPage() {
  return (
    <DeskPage<SettlementQueueItem, SettlementDecision>
      title="Pelunasan"
      queue={useSettlementQueue()}
      decide={useDecideSettlement()}
      emptyText="Tidak ada pelunasan yang menunggu"
      emptyHint="Pengajuan pelunasan baru dan bukti transfer anggota akan muncul di sini."
      viewOf={viewOf}
      renderItem={(item, ask) => (
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
                  onClick={() => ask(view.decision)}
                >
                  {view.label}
                </Button>
              ))}
            </Stack>
          </Stack>
        </SectionCard>
      )}
    />
  );
}

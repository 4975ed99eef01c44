import { type DecisionRequest, formatRupiah } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import {
  buildDecisionRequest,
  type DecisionAction,
  type DecisionDraft,
  type DecisionErrors,
  emptyDecisionDraft,
  type RequestedTerms,
} from '../lib/decision-rules';
import { CounterOfferFields } from './counter-offer-fields';
import { HcReviewFields } from './hc-review-fields';

export type DecisionPanelProps = {
  mode: DecisionDraft['mode'];
  approvalNo: string;
  requested: RequestedTerms;
  effectiveRate: number;
  isPending: boolean;
  /** Sends the decision (after the confirmation dialog), settling with the answer: the dialog waits for it. */
  onDecide: (request: DecisionRequest) => Promise<unknown>;
};

function describeConfirmation(request: DecisionRequest, approvalNo: string): string {
  if (request.action === 'APPROVE') return `Setujui pengajuan ${approvalNo}?`;
  if (request.action === 'REJECT') return `Tolak pengajuan ${approvalNo} dengan alasan "${request.reason}"?`;
  return `Beri penawaran ${formatRupiah(request.offeredAmount)} untuk ${request.offeredTenor} bulan pada pengajuan ${approvalNo}?`;
}

/** The decision of the current step: HC review or approver notes, the buttons, and a confirmation first. */
export function DecisionPanel({
  mode,
  approvalNo,
  requested,
  effectiveRate,
  isPending,
  onDecide,
}: DecisionPanelProps) {
  const [draft, setDraft] = useState(() => emptyDecisionDraft(mode));
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [isOfferOpen, setOfferOpen] = useState(false);
  const [pending, setPending] = useState<DecisionRequest | null>(null);
  const change = (patch: Partial<DecisionDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (action: DecisionAction) => {
    const result = buildDecisionRequest(draft, action, requested);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setPending(result.request);
  };

  return (
    <Stack spacing={2}>
      {mode === 'hc' ? (
        <HcReviewFields draft={draft} errors={errors} onChange={change} />
      ) : (
        <TextField
          label="Catatan (opsional)"
          multiline
          minRows={2}
          value={draft.notes}
          onChange={(event) => change({ notes: event.target.value })}
        />
      )}
      <TextField
        label="Alasan penolakan (wajib jika menolak)"
        multiline
        minRows={2}
        value={draft.reason}
        onChange={(event) => change({ reason: event.target.value })}
        error={Boolean(errors.reason)}
        helperText={errors.reason ?? 'Alasan ini ditampilkan kepada anggota'}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" color="success" onClick={() => submit('APPROVE')} disabled={isPending}>
          Setujui
        </Button>
        <Button variant="contained" color="error" onClick={() => submit('REJECT')} disabled={isPending}>
          Tolak
        </Button>
        {mode === 'approver' && (
          <Button
            variant="outlined"
            aria-expanded={isOfferOpen}
            onClick={() => setOfferOpen((open) => !open)}
            disabled={isPending}
          >
            Beri Penawaran
          </Button>
        )}
      </Stack>
      {mode === 'approver' && (
        <Collapse in={isOfferOpen} unmountOnExit>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <CounterOfferFields
              draft={draft}
              errors={errors}
              requested={requested}
              effectiveRate={effectiveRate}
              onChange={change}
            />
            <Button
              variant="contained"
              onClick={() => submit('COUNTER_OFFER')}
              disabled={isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              Kirim Penawaran
            </Button>
          </Stack>
        </Collapse>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Konfirmasi keputusan"
        message={pending ? describeConfirmation(pending, approvalNo) : ''}
        confirmLabel="Ya, kirim"
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          try {
            await onDecide(pending);
          } finally {
            setPending(null);
          }
        }}
      />
    </Stack>
  );
}

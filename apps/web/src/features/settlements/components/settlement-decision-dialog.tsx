import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { SettlementDecisionView } from '../lib/settlement-decisions';

type Props = {
  view: SettlementDecisionView | null;
  agreementNo: string;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => void;
};

/** Asks before a settlement decision; reject and send-back also ask for the reason the member will read. */
export function SettlementDecisionDialog({ view, agreementNo, isPending, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const isReasonMissing = Boolean(view?.needsReason) && reason.trim() === '';
  return (
    <Dialog open={view !== null} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{view ? `${view.label} · ${agreementNo}` : ''}</DialogTitle>
      <DialogContent>
        <DialogContentText>{view?.question}</DialogContentText>
        {view?.needsReason && (
          <TextField
            label="Alasan (dibaca anggota)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            required
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Batal</Button>
        <Button
          variant="contained"
          color={view?.colour ?? 'primary'}
          disabled={isPending || isReasonMissing}
          onClick={() => onConfirm(view?.needsReason ? reason.trim() : undefined)}
        >
          {view?.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

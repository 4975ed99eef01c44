import { DATA_REQUEST_REASON_MIN } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

export type DecisionView = { title: string; question: string; label: string; needsReason: boolean };

type Props = {
  view: DecisionView | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => void;
};

/** Asks before a decision: a deletion cannot be undone, and a refusal needs the reason the member reads. */
export function DecisionDialog({ view, isPending, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const isReasonMissing = Boolean(view?.needsReason) && reason.trim().length < DATA_REQUEST_REASON_MIN;
  return (
    <Dialog open={view !== null} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{view?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{view?.question}</DialogContentText>
        {view?.needsReason && (
          <TextField
            label="Alasan penolakan (dibaca anggota)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText={`Minimal ${DATA_REQUEST_REASON_MIN} karakter`}
            multiline
            minRows={2}
            required
            fullWidth
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Batal
        </Button>
        <Button
          variant="contained"
          color={view?.needsReason ? 'error' : 'primary'}
          disabled={isPending || isReasonMissing}
          onClick={() => onConfirm(view?.needsReason ? reason.trim() : undefined)}
        >
          {view?.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

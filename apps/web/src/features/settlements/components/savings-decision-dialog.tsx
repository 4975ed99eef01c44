import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

export type SavingsDecisionView = {
  title: string;
  label: string;
  question: string;
  /** A rejection tells the member why. */
  needsReason: boolean;
  colour: 'primary' | 'error';
};

type Props = {
  view: SavingsDecisionView | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => void;
};

/** Asks before a savings decision (none can be undone); a rejection also asks for the member's reason. */
export function SavingsDecisionDialog({ view, isPending, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const isReasonMissing = Boolean(view?.needsReason) && reason.trim().length < 3;
  return (
    <Dialog open={view !== null} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{view?.title}</DialogTitle>
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

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

/** What the dialog asks before one staff decision (the FINANCE desk, members' data requests). */
export type DecisionView = {
  title: string;
  label: string;
  question: string;
  /** A rejection (or a send-back) tells the member why. */
  needsReason: boolean;
  /** The shortest reason the server accepts (savings: 3 characters, settlements: any); said under the field. */
  minReasonLength?: number;
  /** The reason field's label; 'Alasan (dibaca anggota)' unless said otherwise. */
  reasonLabel?: string;
  colour: 'primary' | 'error';
};

type Props = {
  view: DecisionView | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => void;
};

/** Asks before a decision that cannot be undone; a rejection also asks for the reason the member reads. */
export function DecisionDialog({ view, isPending, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const minLength = view?.minReasonLength ?? 1;
  const isReasonMissing = Boolean(view?.needsReason) && reason.trim().length < minLength;
  return (
    <Dialog open={view !== null} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{view?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{view?.question}</DialogContentText>
        {view?.needsReason && (
          <TextField
            label={view.reasonLabel ?? 'Alasan (dibaca anggota)'}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText={minLength > 1 ? `Minimal ${minLength} karakter` : undefined}
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

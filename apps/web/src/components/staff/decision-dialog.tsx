import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useActOnce } from '../use-act-once';

/** What the dialog asks before one staff decision (the FINANCE desk, members' data requests). */
export type DecisionView = {
  title: string;
  label: string;
  question: string;
  /** A rejection (or a send-back) tells the member why. */
  needsReason: boolean;
  /** The shortest reason the server accepts (savings: 3 characters, settlements: any); said under the field. */
  minReasonLength?: number;
  /** The longest reason the server accepts; the field takes no more. */
  maxReasonLength?: number;
  /** The reason field's label; 'Alasan (dibaca anggota)' unless said otherwise. */
  reasonLabel?: string;
  colour: 'primary' | 'error';
};

type Props = {
  view: DecisionView | null;
  onCancel: () => void;
  /**
   * Sends the decision, as a promise of its answer (a mutation's `mutateAsync`): the button sends it once and
   * stays disabled until the answer; a rejection is for the mutation's own onError to report.
   */
  onConfirm: (reason: string | undefined) => Promise<unknown>;
};

/**
 * Asks before a decision that cannot be undone; a rejection also asks for the reason the member reads. From the
 * first click on the decision until the answer nothing in it acts again and it stays open: a double click sends one
 * decision.
 */
export function DecisionDialog({ view, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const { isActing, act } = useActOnce();
  const cancel = () => {
    if (!isActing) onCancel();
  };
  const minLength = view?.minReasonLength ?? 1;
  const isReasonMissing = Boolean(view?.needsReason) && reason.trim().length < minLength;
  return (
    <Dialog open={view !== null} onClose={cancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{view?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{view?.question}</DialogContentText>
        {view?.needsReason && (
          <TextField
            label={view.reasonLabel ?? 'Alasan (dibaca anggota)'}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={isActing}
            helperText={minLength > 1 ? `Minimal ${minLength} karakter` : undefined}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: view.maxReasonLength } }}
            required
            fullWidth
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={isActing} autoFocus>
          Batal
        </Button>
        <Button
          variant="contained"
          color={view?.colour ?? 'primary'}
          disabled={isReasonMissing}
          loading={isActing}
          onClick={() => void act(() => onConfirm(view?.needsReason ? reason.trim() : undefined))}
        >
          {view?.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

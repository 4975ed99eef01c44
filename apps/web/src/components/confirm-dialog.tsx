import Button from '@mui/material/Button';
import { TextDialog } from './text-dialog';
import { useActOnce } from './use-act-once';

type ConfirmDialogProps = {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * The action, as a promise of its answer (a mutation's `mutateAsync`): the confirm button sends it once and
   * stays disabled, showing progress, until the answer; a rejection is for the action's own onError to report.
   */
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
};

/**
 * A yes/no question before an irreversible action (logout, funding, payroll, a cancellation). The safe answer has
 * focus first; from the first click on the confirm button until the answer neither button acts again and the
 * dialog stays open, so a double click sends one request.
 */
export function ConfirmDialog({
  open,
  message,
  title = 'Konfirmasi',
  confirmLabel = 'Ya',
  cancelLabel = 'Batal',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { isActing, act } = useActOnce();
  const cancel = () => {
    if (!isActing) onCancel();
  };
  return (
    <TextDialog
      open={open}
      title={title}
      message={message}
      onClose={cancel}
      actions={
        <>
          <Button onClick={cancel} disabled={isActing} autoFocus>
            {cancelLabel}
          </Button>
          <Button variant="contained" onClick={() => void act(onConfirm)} loading={isActing}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

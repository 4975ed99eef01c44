import Button from '@mui/material/Button';
import { TextDialog } from './text-dialog';

type ConfirmDialogProps = {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question (logout, settlement). The safe answer has focus first. */
export function ConfirmDialog({
  open,
  message,
  title = 'Konfirmasi',
  confirmLabel = 'Ya',
  cancelLabel = 'Batal',
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <TextDialog
      open={open}
      title={title}
      message={message}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel} autoFocus>
            {cancelLabel}
          </Button>
          <Button variant="contained" onClick={onConfirm} disabled={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

import Button from '@mui/material/Button';
import { TextDialog } from './text-dialog';

type MessageDialogProps = {
  open: boolean;
  title: string;
  message: string;
  closeLabel?: string;
  onClose: () => void;
};

/** The portal's alert popup ('Alert!', 'Berhasil!', 'Gagal!', info modals), as an accessible dialog. */
export function MessageDialog({ open, title, message, closeLabel = 'OK', onClose }: MessageDialogProps) {
  return (
    <TextDialog
      open={open}
      title={title}
      message={message}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose} autoFocus>
          {closeLabel}
        </Button>
      }
    />
  );
}

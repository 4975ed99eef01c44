import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

type MessageDialogProps = {
  open: boolean;
  title: string;
  message: string;
  closeLabel?: string;
  onClose: () => void;
};

/** The portal's alert popup ('Alert!', 'Berhasil!', 'Gagal!', info modals), as an accessible dialog. */
export function MessageDialog({ open, title, message, closeLabel = 'OK', onClose }: MessageDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { RESIGNATION_NOTE_MAX } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

/** FINANCE refuses a resignation with the reason the member reads (at least 3 characters, as the API asks). */
export function RejectResignationDialog({
  open,
  name,
  isPending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  name: string;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = reason.trim().length < 3;
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>Tolak pengajuan keluar · {name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Anggota tetap menjadi anggota dan menerima alasan Anda. Mereka dapat mengajukan kembali.
        </DialogContentText>
        <TextField
          label="Alasan"
          value={reason}
          required
          multiline
          minRows={2}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && tooShort}
          helperText={touched && tooShort ? 'Alasan wajib diisi' : ' '}
          slotProps={{ htmlInput: { maxLength: RESIGNATION_NOTE_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Batal
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={isPending}
          onClick={() => (tooShort ? setTouched(true) : onConfirm(reason.trim()))}
        >
          Tolak
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { todayInJakarta } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

type PlannedDateDialogProps = {
  open: boolean;
  onCancel: () => void;
  /** The chosen planned settlement date, `YYYY-MM-DD`. */
  onContinue: (plannedDate: string) => void;
};

/** Asks for the planned settlement date (default today in Jakarta, never earlier). */
export function PlannedDateDialog({ open, onCancel, onContinue }: PlannedDateDialogProps) {
  const id = useId();
  const today = todayInJakarta();
  const [date, setDate] = useState(today);
  const isValid = date >= today;
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>Rencana tanggal pelunasan</DialogTitle>
      <DialogContent>
        <TextField
          type="date"
          label="Tanggal pelunasan"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
          error={!isValid}
          helperText={isValid ? ' ' : 'Tanggal tidak boleh sebelum hari ini'}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Batal</Button>
        <Button variant="contained" disabled={!isValid} onClick={() => onContinue(date)}>
          Lanjut
        </Button>
      </DialogActions>
    </Dialog>
  );
}

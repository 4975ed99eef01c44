import {
  formatDate,
  type JournalEntry,
  LEDGER_DESCRIPTION_MAX,
  reverseJournalRequestSchema,
} from '@kopkar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { InlineAlert } from '@/components/inline-alert';
import { formResolver } from '@/lib/form-resolver';
import { enqueueSnackbar } from '@/lib/toast';
import { useToday } from '@/lib/use-today';
import { useReverseJournal } from '../api/reverse-journal';
import { applyServerErrors } from '../lib/server-field-errors';

type ReverseJournalDialogProps = { entry: JournalEntry; open: boolean; onClose: () => void };

/**
 * "Balik": a posted manual entry's reversal, dated and explained. The reversal puts every line on the other side
 * and waits for another staff member's approval like any manual entry.
 */
export function ReverseJournalDialog({ entry, open, onClose }: ReverseJournalDialogProps) {
  const id = useId();
  const today = useToday();
  const reverse = useReverseJournal();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: formResolver(reverseJournalRequestSchema),
    defaultValues: { date: today, reason: '' },
  });

  const finish = () => {
    setServerError(null);
    reset({ date: today, reason: '' });
    onClose();
  };
  const close = () => {
    if (!reverse.isPending) finish();
  };
  const submit = handleSubmit((values) => {
    setServerError(null);
    reverse.mutate(
      { id: entry.id, ...values },
      {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message, { variant: 'success' });
          finish();
        },
        onError: (error) => setServerError(applyServerErrors(error, setError)),
      },
    );
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Balik jurnal #{entry.id}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={`${id}-text`}>
              Jurnal pembalik mencatat setiap baris jurnal #{entry.id} ({formatDate(entry.date)}) di sisi
              sebaliknya, lalu menunggu persetujuan petugas lain.
            </DialogContentText>
            <FormTextField
              control={control}
              name="date"
              type="date"
              label="Tanggal pembalik"
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={control}
              name="reason"
              label="Alasan"
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: LEDGER_DESCRIPTION_MAX } }}
              helperText="Mis. salah akun atau salah jumlah"
            />
            <div aria-live="polite">
              {serverError && <InlineAlert severity="error">{serverError}</InlineAlert>}
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={reverse.isPending}>
            Batal
          </Button>
          <Button type="submit" variant="contained" loading={reverse.isPending}>
            Simpan pembalik
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

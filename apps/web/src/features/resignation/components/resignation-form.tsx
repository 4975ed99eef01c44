import { type ClearanceQuote, formatRupiah, RESIGNATION_NOTE_MAX } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InlineAlert } from '@/components/inline-alert';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useResignationActions } from '../api/my-resignation';

const outcomeOf = (quote: ClearanceQuote) =>
  quote.shortfall > 0
    ? `Anda masih harus membayar kekurangan ${formatRupiah(quote.shortfall)} sebelum pengajuan dapat disetujui.`
    : `Anda akan menerima ${formatRupiah(quote.payout)} setelah pinjaman dilunasi dari simpanan.`;

/**
 * Asking to leave: an optional note, the member's acknowledgement, and a confirmation (approval cannot be undone:
 * savings are paid out, loans settled and the account closed). Sends the figures the member saw.
 */
export function ResignationForm({ quote }: { quote: ClearanceQuote }) {
  const { submit } = useResignationActions();
  const [note, setNote] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [asking, setAsking] = useState(false);
  const blocked = quote.blockedReason !== null;
  const send = () =>
    submit.mutateAsync(
      {
        quotedPayout: quote.payout,
        quotedShortfall: quote.shortfall,
        note: note.trim() || undefined,
        confirm: true,
      },
      {
        onSuccess: (message) => enqueueSnackbar(message, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (understood && !blocked) setAsking(true);
      }}
    >
      {blocked && <InlineAlert severity="warning">{quote.blockedReason}</InlineAlert>}
      <TextField
        label="Catatan untuk bagian keuangan (opsional)"
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: RESIGNATION_NOTE_MAX } }}
        disabled={blocked}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            disabled={blocked}
          />
        }
        label="Saya memahami bahwa setelah disetujui, pinjaman saya dilunasi dari simpanan, keanggotaan saya berakhir dan akun portal ditutup."
      />
      <Button
        type="submit"
        variant="contained"
        color="error"
        disabled={blocked || !understood || submit.isPending}
      >
        Ajukan Keluar dari Koperasi
      </Button>
      <ConfirmDialog
        open={asking}
        title="Ajukan keluar dari koperasi?"
        message={`${outcomeOf(quote)} Setelah bagian keuangan menyetujui, keanggotaan berakhir dan akun Anda tidak dapat dipakai lagi. Tindakan ini tidak dapat dibatalkan setelah disetujui.`}
        confirmLabel="Ya, Ajukan"
        onConfirm={send}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

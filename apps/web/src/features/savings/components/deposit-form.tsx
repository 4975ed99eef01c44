import {
  checkTransferDate,
  formatRupiah,
  SAVINGS_TRANSACTION_MAX,
  SAVINGS_TRANSACTION_MIN,
  todayInJakarta,
  transferDateWindow,
} from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ImageUploadField } from '@/components/image-upload-field';
import { getErrorMessage } from '@/lib/api-client';
import { usePublicSettings } from '@/lib/public-settings';
import { enqueueSnackbar } from '@/lib/toast';
import { useSukarelaActions } from '../api/sukarela-actions';
import { newIdempotencyKey, readAmount } from '../lib/read-amount';

/** Checks the typed amount against the limits every sukarela transaction shares; '' when it is fine. */
export function checkAmount(amount: number | null, ceiling = SAVINGS_TRANSACTION_MAX): string {
  if (amount === null) return 'Masukkan jumlah dalam rupiah, mis. 250000';
  if (amount < SAVINGS_TRANSACTION_MIN) return `Minimal ${formatRupiah(SAVINGS_TRANSACTION_MIN)}`;
  if (amount > ceiling) return `Maksimal ${formatRupiah(ceiling)}`;
  return '';
}

/** Setor: the member transfers to the cooperative's account, then sends the amount, date and a photo of the proof. */
export function DepositForm({ nik }: { nik: string }) {
  const today = todayInJakarta();
  const transferWindow = transferDateWindow(today);
  const settings = usePublicSettings().data;
  const { deposit } = useSukarelaActions();
  const [amountText, setAmountText] = useState('');
  const [transferDate, setTransferDate] = useState(today);
  const [proof, setProof] = useState('');
  const [proofError, setProofError] = useState('');
  const [note, setNote] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const amount = readAmount(amountText);
  const amountError = checkAmount(amount);
  // A typed date escapes the picker's min and max: the same rule as the server's, shown under the field.
  const dateError = transferDate ? checkTransferDate(transferDate, today) : 'Isi tanggal transfer';

  function ask() {
    setTouched(true);
    if (amountError || dateError || !proof) {
      if (!proof) setProofError('Unggah foto bukti transfer');
      return;
    }
    setConfirmOpen(true);
  }

  async function send() {
    if (amount === null) return;
    await deposit.mutateAsync(
      {
        request: {
          NIK: nik,
          Jumlah: amount,
          TanggalTransfer: transferDate,
          BuktiTransfer: proof,
          Catatan: note || undefined,
        },
        idempotencyKey,
      },
      {
        onSuccess: (message) => {
          enqueueSnackbar(message, { variant: 'success' });
          setAmountText('');
          setProof('');
          setNote('');
          setTouched(false);
          setIdempotencyKey(newIdempotencyKey());
        },
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
        onSettled: () => setConfirmOpen(false),
      },
    );
  }

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        ask();
      }}
    >
      <Alert severity="info">
        Transfer ke rekening koperasi <strong>{settings?.vaNumber || '(nomor rekening belum diatur)'}</strong>
        {settings?.vaName ? ` a.n. ${settings.vaName}` : ''}, lalu kirim bukti transfernya di sini. Saldo
        bertambah setelah petugas mengonfirmasi.
      </Alert>
      <TextField
        label="Jumlah setoran (Rp)"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={isTouched && Boolean(amountError)}
        helperText={
          isTouched && amountError ? amountError : `Minimal ${formatRupiah(SAVINGS_TRANSACTION_MIN)}`
        }
        required
      />
      <TextField
        type="date"
        label="Tanggal transfer"
        value={transferDate}
        onChange={(event) => setTransferDate(event.target.value)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: transferWindow.earliest, max: transferWindow.latest },
        }}
        error={isTouched && Boolean(dateError)}
        helperText={isTouched && dateError ? dateError : undefined}
        required
      />
      <ImageUploadField
        label="Bukti transfer (gambar atau PDF)"
        acceptsPdf
        previewAlt="Pratinjau bukti transfer"
        value={proof}
        onChange={(dataUrl) => {
          setProof(dataUrl);
          setProofError('');
        }}
        error={proofError}
        disabled={deposit.isPending}
      />
      <TextField
        label="Catatan (opsional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button type="submit" variant="contained" disabled={deposit.isPending}>
        Kirim Setoran
      </Button>
      <ConfirmDialog
        open={isConfirmOpen}
        title="Kirim setoran"
        message={`Kirim setoran ${formatRupiah(amount ?? 0)} dengan bukti transfer ini? Petugas akan memeriksanya sebelum saldo bertambah.`}
        confirmLabel="Ya, kirim"
        onCancel={() => setConfirmOpen(false)}
        onConfirm={send}
      />
    </Stack>
  );
}

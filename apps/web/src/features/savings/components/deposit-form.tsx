import {
  formatRupiah,
  SAVINGS_NOTE_MAX,
  SAVINGS_TRANSACTION_MIN,
  type SavingsDepositRequest,
  transferDateWindow,
} from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { LazyConfirmDialog, useHasBeenTrue } from '@/components/lazy-dialogs';
import { getErrorMessage } from '@/lib/api-client';
import { lazyFormResolver } from '@/lib/lazy-form-resolver';
import { usePublicSettings } from '@/lib/public-settings';
import { enqueueSnackbar } from '@/lib/toast';
import { useToday } from '@/lib/use-today';
import { useSukarelaActions } from '../api/sukarela-actions';
import { newIdempotencyKey } from '../lib/read-amount';

/** The Setor call's rules, loaded on the form's first focus (lib/lazy-form-resolver.ts). */
const loadRules = () => import('../lib/sukarela-form-rules').then((m) => m.depositFormSchema);

/** Setor: the member transfers to the cooperative's account, then sends the amount, date and a photo of the proof. */
export function DepositForm({ nik }: { nik: string }) {
  const today = useToday();
  const transferWindow = transferDateWindow(today);
  const settings = usePublicSettings().data;
  const { deposit } = useSukarelaActions();
  const [rules] = useState(() => lazyFormResolver(loadRules));
  const { control, handleSubmit, reset, getValues } = useForm({
    resolver: rules.resolver,
    defaultValues: { NIK: nik, Jumlah: '', TanggalTransfer: today, BuktiTransfer: '', Catatan: '' },
  });
  const proof = useController({ control, name: 'BuktiTransfer' });
  const [request, setRequest] = useState<SavingsDepositRequest | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const hasConfirmed = useHasBeenTrue(isConfirmOpen);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const ask = handleSubmit((values) => {
    setRequest(values);
    setConfirmOpen(true);
  });

  async function send() {
    if (!request) return;
    await deposit.mutateAsync(
      { request: { ...request, Catatan: request.Catatan || undefined }, idempotencyKey },
      {
        onSuccess: (message) => {
          enqueueSnackbar(message, { variant: 'success' });
          // The transfer date stays: a second deposit is often from the same day.
          reset({ ...getValues(), Jumlah: '', BuktiTransfer: '', Catatan: '' });
          setIdempotencyKey(newIdempotencyKey());
        },
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
        onSettled: () => setConfirmOpen(false),
      },
    );
  }

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={ask} onFocus={rules.preload}>
      <Alert severity="info">
        Transfer ke rekening koperasi <strong>{settings?.vaNumber || '(nomor rekening belum diatur)'}</strong>
        {settings?.vaName ? ` a.n. ${settings.vaName}` : ''}, lalu kirim bukti transfernya di sini. Saldo
        bertambah setelah petugas mengonfirmasi.
      </Alert>
      <FormTextField
        control={control}
        name="Jumlah"
        label="Jumlah setoran (Rp)"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText={`Minimal ${formatRupiah(SAVINGS_TRANSACTION_MIN)}`}
        required
      />
      {/* A typed date escapes the picker's min and max: the rules check the same window as the server. */}
      <FormTextField
        control={control}
        name="TanggalTransfer"
        type="date"
        label="Tanggal transfer"
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: transferWindow.earliest, max: transferWindow.latest },
        }}
        required
      />
      <ImageUploadField
        label="Bukti transfer (gambar atau PDF)"
        acceptsPdf
        previewAlt="Pratinjau bukti transfer"
        value={proof.field.value}
        onChange={proof.field.onChange}
        error={proof.fieldState.error?.message}
        disabled={deposit.isPending}
      />
      <FormTextField
        control={control}
        name="Catatan"
        label="Catatan (opsional)"
        slotProps={{ htmlInput: { maxLength: SAVINGS_NOTE_MAX } }}
      />
      <Button type="submit" variant="contained" disabled={deposit.isPending}>
        Kirim Setoran
      </Button>
      {hasConfirmed && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={isConfirmOpen}
            title="Kirim setoran"
            message={`Kirim setoran ${formatRupiah(request?.Jumlah ?? 0)} dengan bukti transfer ini? Petugas akan memeriksanya sebelum saldo bertambah.`}
            confirmLabel="Ya, kirim"
            onCancel={() => setConfirmOpen(false)}
            onConfirm={send}
          />
        </Suspense>
      )}
    </Stack>
  );
}

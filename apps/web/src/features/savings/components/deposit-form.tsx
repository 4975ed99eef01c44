import {
  formatRupiah,
  SAVINGS_NOTE_MAX,
  SAVINGS_TRANSACTION_MIN,
  type SavingsDepositRequest,
  transferDateWindow,
} from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Fragment, Suspense, useState } from 'react';
import { FormFailure } from '@/components/form-failure';
import { ImageUploadField } from '@/components/image-upload-field';
import { InlineAlert } from '@/components/inline-alert';
import { LazyConfirmDialog, useHasBeenTrue } from '@/components/lazy-dialogs';
import { NativeTextField } from '@/components/native-text-field';
import { getErrorMessage } from '@/lib/api-client';
import { usePublicSettings } from '@/lib/public-settings';
import { enqueueSnackbar } from '@/lib/toast';
import { useNativeForm } from '@/lib/use-native-form';
import { useToday } from '@/lib/use-today';
import { useSukarelaActions } from '../api/sukarela-actions';
import { newIdempotencyKey } from '../lib/read-amount';

/** The Setor call's rules, loaded on the form's first focus (lib/use-native-form.ts). */
const loadRules = () => import('../lib/sukarela-form-rules').then((m) => m.depositFormSchema);

/**
 * Setor: the member transfers to the cooperative's account, then sends the amount, date and a photo of the proof.
 * A native form (lib/use-native-form.ts): it is the first thing /simpanan's Sukarela section shows.
 */
export function DepositForm({ nik }: { nik: string }) {
  const today = useToday();
  const transferWindow = transferDateWindow(today);
  const settings = usePublicSettings().data;
  const { deposit } = useSukarelaActions();
  const [request, setRequest] = useState<SavingsDepositRequest | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const hasConfirmed = useHasBeenTrue(isConfirmOpen);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [proof, setProof] = useState('');
  // A sent deposit starts a new round of empty fields. Its transfer date stays: a second deposit is often from the
  // same day.
  const [round, setRound] = useState({ number: 0, transferDate: today });
  const form = useNativeForm({
    fields: ['NIK', 'Jumlah', 'TanggalTransfer', 'BuktiTransfer', 'Catatan'],
    loadRules,
    values: { NIK: nik, BuktiTransfer: proof },
    onValid: (values) => {
      setRequest(values);
      setConfirmOpen(true);
    },
  });

  async function send() {
    if (!request) return;
    await deposit.mutateAsync(
      { request: { ...request, Catatan: request.Catatan || undefined }, idempotencyKey },
      {
        onSuccess: (message) => {
          enqueueSnackbar(message, { variant: 'success' });
          setRound((last) => ({ number: last.number + 1, transferDate: request.TanggalTransfer }));
          setProof('');
          form.reset();
          setIdempotencyKey(newIdempotencyKey());
        },
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
        onSettled: () => setConfirmOpen(false),
      },
    );
  }

  return (
    <Stack spacing={2} component="form" {...form.formProps}>
      <InlineAlert severity="info">
        Transfer ke rekening koperasi <strong>{settings?.vaNumber || '(nomor rekening belum diatur)'}</strong>
        {settings?.vaName ? ` a.n. ${settings.vaName}` : ''}, lalu kirim bukti transfernya di sini. Saldo
        bertambah setelah petugas mengonfirmasi.
      </InlineAlert>
      {/* Drawn anew after a deposit is sent: the browser holds these values, a new round starts them empty. */}
      <Fragment key={round.number}>
        <NativeTextField
          name="Jumlah"
          error={form.errors.Jumlah}
          label="Jumlah setoran (Rp)"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText={`Minimal ${formatRupiah(SAVINGS_TRANSACTION_MIN)}`}
          required
        />
        {/* A typed date escapes the picker's min and max: the rules check the same window as the server. */}
        <NativeTextField
          name="TanggalTransfer"
          error={form.errors.TanggalTransfer}
          defaultValue={round.transferDate}
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
          value={proof}
          onChange={(dataUrl) => {
            setProof(dataUrl);
            form.recheck({ BuktiTransfer: dataUrl });
          }}
          error={form.errors.BuktiTransfer}
          disabled={deposit.isPending}
        />
        <NativeTextField
          name="Catatan"
          error={form.errors.Catatan}
          label="Catatan (opsional)"
          slotProps={{ htmlInput: { maxLength: SAVINGS_NOTE_MAX } }}
        />
      </Fragment>
      <FormFailure message={form.failure} />
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

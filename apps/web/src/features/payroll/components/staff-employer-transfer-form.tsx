import {
  type EmployerTransferRequest,
  formatDate,
  formatPeriod,
  formatRupiah,
  todayInJakarta,
} from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { LazyConfirmDialog, useHasBeenTrue } from '@/components/lazy-dialogs';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { enqueueSnackbar } from '@/lib/toast';
import { useRecordEmployerTransfer } from '../api/record-employer-transfer';
import {
  type EmployerTransferFormValues,
  employerTransferFormSchema,
  emptyEmployerTransferForm,
} from '../lib/employer-transfer-form-rules';

type Props = {
  period: string;
  /** What the employer has still to transfer, Rupiah. */
  outstanding: number;
  /** The first day a transfer may be dated (YYYY-MM-DD). */
  postedOn: string;
};

const confirmMessage = (period: string, transfer: EmployerTransferRequest) =>
  `Catat transfer ${formatRupiah(transfer.amount)} dari perusahaan untuk payroll ${formatPeriod(period)}, diterima ${formatDate(transfer.receivedOn)} dengan referensi ${transfer.reference}? Jurnal bank dan piutang potongan gaji langsung dibukukan dan tidak dapat diubah.`;

/** "Catat transfer": one transfer received from the employer, confirmed before it is saved (FINANCE). */
export function EmployerTransferForm({ period, outstanding, postedOn }: Props) {
  const headingId = useId();
  const record = useRecordEmployerTransfer();
  const resolver = useMemo(
    () => formResolver(employerTransferFormSchema({ outstanding, postedOn })),
    [outstanding, postedOn],
  );
  const { control, handleSubmit, reset } = useForm<
    EmployerTransferFormValues,
    unknown,
    EmployerTransferRequest
  >({ resolver, defaultValues: emptyEmployerTransferForm });
  const [request, setRequest] = useState<EmployerTransferRequest | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const hasAsked = useHasBeenTrue(isConfirmOpen);

  const ask = handleSubmit((transfer) => {
    setRequest(transfer);
    setConfirmOpen(true);
  });

  // mutateAsync, not mutate's callbacks: the last transfer of a period leaves nothing outstanding, which unmounts
  // this form, and a mutate callback does not run once its component has gone.
  async function save() {
    if (!request) return;
    try {
      const { message } = await record.mutateAsync({ period, transfer: request });
      enqueueSnackbar(message, { variant: 'success' });
      reset(emptyEmployerTransferForm);
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
    } finally {
      setConfirmOpen(false);
    }
  }

  return (
    <>
      <Stack
        spacing={2}
        component="form"
        noValidate
        onSubmit={ask}
        aria-labelledby={headingId}
        sx={{ maxWidth: 560 }}
      >
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          Catat transfer
        </Typography>
        <FormTextField
          control={control}
          name="amount"
          label="Jumlah (Rp)"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText={`Sisa yang belum diterima ${formatRupiah(outstanding)}`}
          required
        />
        <FormTextField
          control={control}
          name="receivedOn"
          type="date"
          label="Tanggal diterima"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: postedOn, max: todayInJakarta() } }}
          helperText={`Tanggal dana masuk ke rekening koperasi, sejak ${formatDate(postedOn)}`}
          required
        />
        <FormTextField
          control={control}
          name="reference"
          label="Referensi bank"
          helperText="Nomor referensi pada mutasi rekening"
          required
        />
        <FormTextField control={control} name="note" label="Catatan" helperText="Opsional" multiline />
        <Button
          type="submit"
          variant="contained"
          disabled={record.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Catat transfer
        </Button>
      </Stack>
      {hasAsked && request && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={isConfirmOpen}
            title="Catat transfer"
            message={confirmMessage(period, request)}
            confirmLabel="Ya, catat"
            onCancel={() => setConfirmOpen(false)}
            onConfirm={save}
          />
        </Suspense>
      )}
    </>
  );
}

import { formatRupiah, SAVINGS_TRANSACTION_MIN, type SavingsWithdrawalRequest } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { InlineAlert } from '@/components/inline-alert';
import { LazyConfirmDialog, useHasBeenTrue } from '@/components/lazy-dialogs';
import { ResignationPendingNotice } from '@/components/resignation-pending-notice';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { enqueueSnackbar } from '@/lib/toast';
import { useSukarelaActions } from '../api/sukarela-actions';
import { newIdempotencyKey } from '../lib/read-amount';
import { withdrawalFormSchema } from '../lib/sukarela-form-rules';

type WithdrawalFormProps = {
  nik: string;
  available: number;
  payrollAccount: string | null;
  /** Why withdrawing is closed now (a pending resignation); the server refuses it too. */
  blockedReason?: string | null;
};

/**
 * Tarik: a withdrawal from sukarela to the payroll account; the amount is reserved until FINANCE pays it. Loaded
 * when the member opens its tab (pages/simpanan-page.tsx), so its rules come with it.
 */
export function WithdrawalForm({ nik, available, payrollAccount, blockedReason }: WithdrawalFormProps) {
  const { withdraw } = useSukarelaActions();
  const rules = useMemo(() => formResolver(withdrawalFormSchema(available)), [available]);
  const { control, handleSubmit, reset } = useForm({
    resolver: rules,
    defaultValues: { NIK: nik, Jumlah: '' },
  });
  const [request, setRequest] = useState<SavingsWithdrawalRequest | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const hasConfirmed = useHasBeenTrue(isConfirmOpen);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const canWithdraw = available >= SAVINGS_TRANSACTION_MIN;

  const ask = handleSubmit((values) => {
    setRequest(values);
    setConfirmOpen(true);
  });

  async function send() {
    if (!request) return;
    await withdraw.mutateAsync(
      { request, idempotencyKey },
      {
        onSuccess: (message) => {
          enqueueSnackbar(message, { variant: 'success' });
          reset({ NIK: nik, Jumlah: '' });
          setIdempotencyKey(newIdempotencyKey());
        },
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
        onSettled: () => setConfirmOpen(false),
      },
    );
  }

  // Closed before anything is filled in: the reason, and where to withdraw the resignation request.
  if (blockedReason) return <ResignationPendingNotice message={blockedReason} />;
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={ask}>
      <InlineAlert severity="info">
        Dapat ditarik: <strong>{formatRupiah(available)}</strong>. Dana ditransfer ke rekening payroll{' '}
        {payrollAccount ? <strong>{payrollAccount}</strong> : 'Anda'} setelah disetujui petugas.
      </InlineAlert>
      <FormTextField
        control={control}
        name="Jumlah"
        label="Jumlah penarikan (Rp)"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText={`Minimal ${formatRupiah(SAVINGS_TRANSACTION_MIN)}`}
        disabled={!canWithdraw}
        required
      />
      <Button type="submit" variant="contained" disabled={!canWithdraw || withdraw.isPending}>
        Ajukan Penarikan
      </Button>
      {hasConfirmed && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={isConfirmOpen}
            title="Ajukan penarikan"
            message={`Tarik ${formatRupiah(request?.Jumlah ?? 0)} dari Simpanan Sukarela ke rekening payroll? Jumlah ini ditahan sampai petugas mentransfernya.`}
            confirmLabel="Ya, ajukan"
            onCancel={() => setConfirmOpen(false)}
            onConfirm={send}
          />
        </Suspense>
      )}
    </Stack>
  );
}

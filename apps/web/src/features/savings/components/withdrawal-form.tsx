import { formatRupiah, SAVINGS_TRANSACTION_MIN } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ResignationPendingNotice } from '@/components/resignation-pending-notice';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useSukarelaActions } from '../api/sukarela-actions';
import { newIdempotencyKey, readAmount } from '../lib/read-amount';
import { checkAmount } from './deposit-form';

type WithdrawalFormProps = {
  nik: string;
  available: number;
  payrollAccount: string | null;
  /** Why withdrawing is closed now (a pending resignation); the server refuses it too. */
  blockedReason?: string | null;
};

/** Tarik: a withdrawal from sukarela to the payroll account; the amount is reserved until FINANCE pays it. */
export function WithdrawalForm({ nik, available, payrollAccount, blockedReason }: WithdrawalFormProps) {
  const { withdraw } = useSukarelaActions();
  const [amountText, setAmountText] = useState('');
  const [isTouched, setTouched] = useState(false);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const amount = readAmount(amountText);
  const amountError = checkAmount(amount, available);
  const canWithdraw = available >= SAVINGS_TRANSACTION_MIN;

  async function send() {
    if (amount === null) return;
    await withdraw.mutateAsync(
      { request: { NIK: nik, Jumlah: amount }, idempotencyKey },
      {
        onSuccess: (message) => {
          enqueueSnackbar(message, { variant: 'success' });
          setAmountText('');
          setTouched(false);
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
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!amountError) setConfirmOpen(true);
      }}
    >
      <Alert severity="info">
        Dapat ditarik: <strong>{formatRupiah(available)}</strong>. Dana ditransfer ke rekening payroll{' '}
        {payrollAccount ? <strong>{payrollAccount}</strong> : 'Anda'} setelah disetujui petugas.
      </Alert>
      <TextField
        label="Jumlah penarikan (Rp)"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={isTouched && Boolean(amountError)}
        helperText={
          isTouched && amountError ? amountError : `Minimal ${formatRupiah(SAVINGS_TRANSACTION_MIN)}`
        }
        disabled={!canWithdraw}
        required
      />
      <Button type="submit" variant="contained" disabled={!canWithdraw || withdraw.isPending}>
        Ajukan Penarikan
      </Button>
      <ConfirmDialog
        open={isConfirmOpen}
        title="Ajukan penarikan"
        message={`Tarik ${formatRupiah(amount ?? 0)} dari Simpanan Sukarela ke rekening payroll? Jumlah ini ditahan sampai petugas mentransfernya.`}
        confirmLabel="Ya, ajukan"
        onCancel={() => setConfirmOpen(false)}
        onConfirm={send}
      />
    </Stack>
  );
}

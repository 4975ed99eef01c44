import { formatDateTime, RESIGNATION_STATUS_LABELS, type Resignation } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MoneyText } from '@/components/money-text';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useResignationActions } from '../api/my-resignation';

/** The member's latest request: waiting (with a withdraw button) or refused (with FINANCE's reason). */
export function ResignationStatus({ request }: { request: Resignation }) {
  const { withdraw } = useResignationActions();
  const [asking, setAsking] = useState(false);
  if (request.status === 'REJECTED') {
    return (
      <Alert severity="warning">
        <AlertTitle>Pengajuan keluar ditolak</AlertTitle>
        Alasan: {request.rejectReason}. Anda dapat mengajukan kembali setelah hal tersebut diselesaikan.
      </Alert>
    );
  }
  if (request.status !== 'PENDING') return null;
  const send = () =>
    withdraw.mutateAsync(request.id, {
      onSuccess: (message) => enqueueSnackbar(message, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
      onSettled: () => setAsking(false),
    });
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => setAsking(true)}>
          Batalkan Pengajuan
        </Button>
      }
    >
      <AlertTitle>{RESIGNATION_STATUS_LABELS.PENDING}</AlertTitle>
      Diajukan {formatDateTime(request.requestedAt)} dengan perkiraan dana diterima{' '}
      <MoneyText amount={request.quotedPayout} />. Bagian keuangan menghitung ulang saat menyetujui.
      <ConfirmDialog
        open={asking}
        title="Batalkan pengajuan keluar?"
        message="Pengajuan keluar Anda dibatalkan dan keanggotaan tetap berjalan seperti biasa."
        confirmLabel="Ya, Batalkan"
        cancelLabel="Tidak"
        onConfirm={send}
        onCancel={() => setAsking(false)}
      />
    </Alert>
  );
}

import { formatDate, type SettlementStatusReply, todayInJakarta } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { MoneyText } from '@/components/money-text';
import { describeSettlementView } from '../lib/settlement-view';
import { useSettlementFlow } from '../lib/use-settlement-flow';
import { InterestBreakdown } from './interest-breakdown';
import { ProofUpload } from './proof-upload';

export const CONFIRM_SETTLEMENT = 'Apakah yakin akan melakukan pelunasan ?';

type SettlementDialogProps = {
  open: boolean;
  agreementNo: string;
  /** ListAmortisasi's AgreementId, sent as the request's `id`; null while the schedule loads. */
  agreementId: number | null;
  status: SettlementStatusReply;
  onClose: () => void;
};

/** The PELUNASAN dialog (docs/product/screens.md): PT2 → amount and proof upload with KIRIM; otherwise status, total, request. */
export function SettlementDialog({ open, agreementNo, agreementId, status, onClose }: SettlementDialogProps) {
  const id = useId();
  const view = describeSettlementView(status);
  const flow = useSettlementFlow(agreementNo, agreementId);
  const [isConfirming, setIsConfirming] = useState(false);

  /** The question stays (its button disabled) until the answer; then it closes, and on success this dialog too. */
  async function confirmRequest() {
    const isSent = await flow.submitRequest(todayInJakarta(), view.amountDue);
    setIsConfirming(false);
    if (isSent) onClose();
  }

  async function sendProof(dataUrl: string, onProgress: (percent: number) => void) {
    if (status.id === null) return false;
    const ok = await flow.submitProof(status.id, dataUrl, onProgress);
    if (ok) onClose();
    return ok;
  }

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
        <DialogTitle id={`${id}-title`}>PELUNASAN</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            {view.dialogMode === 'upload' ? (
              <>
                <Typography>Jumlah yang harus dibayar</Typography>
                <MoneyText amount={status.TotalPelunasan} variant="h2" />
                {status.QuoteValidUntil && (
                  <Typography variant="body2">Berlaku sampai {formatDate(status.QuoteValidUntil)}</Typography>
                )}
                <ProofUpload isPending={flow.isPending} onSubmit={sendProof} />
              </>
            ) : (
              <>
                <Typography>Status pelunasan: {view.statusText}</Typography>
                {status.Reason && <Typography variant="body2">Alasan: {status.Reason}</Typography>}
                <Typography variant="body2">
                  Sisa pokok <MoneyText amount={status.OSP} /> + bunga berjalan{' '}
                  <MoneyText amount={status.Interest} />
                </Typography>
                <InterestBreakdown breakdown={status.Rincian} />
                <Typography>Total pelunasan</Typography>
                <MoneyText amount={status.TotalPelunasan} variant="h2" />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Tutup</Button>
          {view.dialogMode === 'request' && (
            <Button
              variant="contained"
              disabled={!view.canRequest || agreementId === null || flow.isPending}
              onClick={() => setIsConfirming(true)}
            >
              REQUEST PELUNASAN
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={isConfirming}
        message={CONFIRM_SETTLEMENT}
        onConfirm={confirmRequest}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}

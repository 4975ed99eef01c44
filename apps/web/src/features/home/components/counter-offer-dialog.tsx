import type { LoanHistoryItem } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InlineAlert } from '@/components/inline-alert';
import { MoneyText } from '@/components/money-text';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { loanEntryStorage } from '@/lib/loan-entry-storage';
import { useAnswerCounterOffer } from '../api/answer-counter-offer';

type CounterOfferDialogProps = { item: LoanHistoryItem | null; nik: string; onClose: () => void };
type Answer = 0 | 1;

const QUESTIONS: Record<Answer, string> = {
  0: 'Yakin membatalkan pinjaman ini?',
  1: 'Yakin mengajukan pinjaman dengan penawaran baru ini?',
};

/**
 * The NST modal (docs/product/loans.md#loan-statuses): the approver's offer next to the original terms. 'Batalkan Pinjaman' declines
 * (approval 0 → /application-form-cancel); 'Ajukan Pinjaman' accepts (approval 1 → the offered terms become
 * the current loan → /application-form-process). Each asks first; a failure shows the server's message.
 */
export function CounterOfferDialog({ item, nik, onClose }: CounterOfferDialogProps) {
  const id = useId();
  const navigate = useNavigate();
  const answer = useAnswerCounterOffer();
  const [pending, setPending] = useState<Answer | null>(null);

  /** Sends the answer; the confirmation stays (its button disabled) until the server replied. */
  const send = async (approval: Answer) => {
    if (!item) return;
    try {
      await answer.mutateAsync(
        { id: item.id, NIK: nik, approval },
        {
          onSuccess: () => {
            if (approval === 0) {
              navigate(paths.applicationFormCancel.getHref());
              return;
            }
            loanEntryStorage.saveCurrentLoan({
              id: item.id,
              ApprovalNo: item.ApprovalNo,
              LoanAmount: item.OfferedAmount ?? item.LoanAmount,
              Tenor: item.OfferedTenor ?? item.Tenor,
              InstallmentAmount: item.OfferedInstallmentAmount ?? item.InstallmentAmount,
            });
            navigate(paths.applicationFormProcess.getHref());
          },
        },
      );
    } finally {
      setPending(null);
    }
  };

  const close = () => {
    answer.reset();
    onClose();
  };

  return (
    <>
      <Dialog
        open={item !== null}
        onClose={close}
        aria-labelledby={`${id}-title`}
        maxWidth="sm"
        fullWidth
        // Three columns of Rupiah must fit a 390 px phone without a scrolling region.
        sx={{
          '& .MuiDialog-paper': { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } },
        }}
      >
        <DialogTitle id={`${id}-title`}>Penawaran Pinjaman</DialogTitle>
        <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
          <Typography sx={{ mb: 2 }}>
            Pengajuan {item?.FinancePurpose} ({item?.ApprovalNo}) disetujui dengan ketentuan baru:
          </Typography>
          <Table
            size="small"
            aria-label="Perbandingan pengajuan dan penawaran"
            sx={{ '& th, & td': { px: 1 }, '& th:first-of-type': { pl: 0 }, '& td:last-of-type': { pr: 0 } }}
          >
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell align="right">Pengajuan</TableCell>
                <TableCell align="right">Penawaran</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  Jumlah pinjaman
                </TableCell>
                <TableCell align="right">
                  <MoneyText amount={item?.LoanAmount} variant="body2" />
                </TableCell>
                <TableCell align="right">
                  <MoneyText amount={item?.OfferedAmount} variant="body2" sx={{ fontWeight: 700 }} />
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  Tenor
                </TableCell>
                <TableCell align="right">{item?.Tenor} bulan</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {item?.OfferedTenor ?? '–'} bulan
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  Angsuran per bulan
                </TableCell>
                <TableCell align="right">
                  <MoneyText amount={item?.InstallmentAmount} variant="body2" />
                </TableCell>
                <TableCell align="right">
                  <MoneyText
                    amount={item?.OfferedInstallmentAmount}
                    variant="body2"
                    sx={{ fontWeight: 700 }}
                  />
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
          <div aria-live="polite">
            {answer.isError && (
              <InlineAlert severity="error" sx={{ mt: 2 }}>
                {getErrorMessage(answer.error)}
              </InlineAlert>
            )}
          </div>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close}>Tutup</Button>
          <Button color="error" variant="outlined" disabled={answer.isPending} onClick={() => setPending(0)}>
            Batalkan Pinjaman
          </Button>
          <Button variant="contained" disabled={answer.isPending} onClick={() => setPending(1)}>
            Ajukan Pinjaman
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        message={pending === null ? '' : QUESTIONS[pending]}
        onConfirm={async () => {
          if (pending !== null) await send(pending);
        }}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

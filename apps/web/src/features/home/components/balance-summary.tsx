import type { LoanStatusSummary } from '@kopkar/domain';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoanBalanceFigures } from '@/components/loan-balance-figures';
import { hasLoanInProcess } from './loan-in-process-card';

type BalanceSummaryProps = {
  summary: LoanStatusSummary;
  /** How many applications the member ever made (the history), undefined while it loads. */
  applicationCount: number | undefined;
};

/**
 * What the card says when no loan is running: an application in process is not "no application", nor is a
 * history of loans already paid off. 'Anda belum mengajukan pinjaman' (docs/product/screens.md) only when there is none at all.
 */
function describeNoRunningLoan(summary: LoanStatusSummary, applicationCount: number): string {
  if (hasLoanInProcess(summary)) {
    return 'Belum ada pinjaman berjalan. Pengajuan Anda sedang diproses; saldo tampil setelah dana dicairkan.';
  }
  if (applicationCount > 0) return 'Tidak ada pinjaman berjalan saat ini.';
  return 'Anda belum mengajukan pinjaman';
}

/** The running loans' balance (docs/product/screens.md Home): current loan, principal repaid and still owed, with their meaning. */
export function BalanceSummary({ summary, applicationCount }: BalanceSummaryProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="balance-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="balance-title" variant="h2" gutterBottom>
        Saldo Pinjaman
      </Typography>
      {summary.LoanAmount > 0 ? (
        <LoanBalanceFigures balance={summary} amountLabel="Pinjaman saat ini" />
      ) : (
        applicationCount !== undefined && (
          <Typography color="text.secondary">{describeNoRunningLoan(summary, applicationCount)}</Typography>
        )
      )}
    </Paper>
  );
}

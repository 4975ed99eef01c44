import type { LoanStatusSummary } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';
import { PaidProgressBar } from './paid-progress-bar';

type BalanceSummaryProps = { summary: Pick<LoanStatusSummary, 'LoanAmount' | 'Terbayarkan' | 'SisaSaldo'> };

function Figure({ label, amount }: { label: string; amount: number }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <MoneyText amount={amount} variant="h3" component="p" />
    </Box>
  );
}

/** Current loan, paid and remaining (SPEC §2 Home), with a bar of paid against remaining. */
export function BalanceSummary({ summary }: BalanceSummaryProps) {
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
      {summary.LoanAmount === 0 ? (
        <Typography color="text.secondary">Anda belum mengajukan pinjaman</Typography>
      ) : (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 4 }}>
            <Figure label="Pinjaman saat ini" amount={summary.LoanAmount} />
            <Figure label="Terbayarkan" amount={summary.Terbayarkan} />
            <Figure label="Sisa saldo" amount={summary.SisaSaldo} />
          </Stack>
          <PaidProgressBar paid={summary.Terbayarkan} remaining={summary.SisaSaldo} />
        </Stack>
      )}
    </Paper>
  );
}

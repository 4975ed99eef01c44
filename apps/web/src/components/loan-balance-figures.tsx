import type { LoanBalanceReply } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MoneyText } from './money-text';
import { PaidProgressBar } from './paid-progress-bar';

type LoanBalanceFiguresProps = {
  balance: LoanBalanceReply;
  /** The first figure's label: "Pinjaman saat ini" on the home page, "Jumlah pinjaman" on a loan's schedule. */
  amountLabel: string;
};

/** What the three figures mean, shown under them wherever they appear (one definition, explained). */
const LOAN_BALANCE_EXPLANATION =
  'Dihitung dari pokok pinjaman, tanpa bunga: pokok terbayar + sisa pokok = jumlah pinjaman. Sisa pokok sama ' +
  'dengan Sisa Pokok di jadwal angsuran setelah angsuran terakhir yang lunas, dan menjadi dasar jumlah pelunasan.';

/**
 * A loan balance in principal (GET /StatusPinjaman on the home page, GET /ListAmortisasi on a schedule): the
 * amount, the principal repaid and the principal still owed, the bar between the last two, and their meaning.
 */
export function LoanBalanceFigures({ balance, amountLabel }: LoanBalanceFiguresProps) {
  const figures: [string, number][] = [
    [amountLabel, balance.LoanAmount],
    ['Pokok terbayar', balance.Terbayarkan],
    ['Sisa pokok', balance.SisaSaldo],
  ];
  return (
    <Stack spacing={2}>
      <Stack
        component="dl"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 4 }}
        sx={{ m: 0 }}
      >
        {figures.map(([label, amount]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <MoneyText amount={amount} variant="h3" component="dd" sx={{ m: 0 }} />
          </Box>
        ))}
      </Stack>
      <PaidProgressBar paid={balance.Terbayarkan} remaining={balance.SisaSaldo} />
      <Typography variant="body2" color="text.secondary">
        {LOAN_BALANCE_EXPLANATION}
      </Typography>
    </Stack>
  );
}

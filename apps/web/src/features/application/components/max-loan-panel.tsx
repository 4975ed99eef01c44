import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';
import { explainMaxLoan } from '../lib/explain-max-loan';

type MaxLoanPanelProps = { contributionBalance: number; maxLoan: number };

/** Why the member's maximum is what it is: contribution balance × multiplier, the cap, minus running loans. */
export function MaxLoanPanel({ contributionBalance, maxLoan }: MaxLoanPanelProps) {
  const figures = explainMaxLoan(contributionBalance, maxLoan);
  const rows: { label: string; amount: number }[] = [
    { label: `Saldo iuran wajib × ${figures.multiplier}`, amount: figures.byContribution },
    { label: 'Batas maksimal pinjaman koperasi', amount: figures.cap },
  ];
  if (figures.deduction !== null && figures.deduction > 0) {
    rows.push({
      label: 'Dikurangi sisa pokok pinjaman berjalan (dibulatkan per Rp 500.000)',
      amount: -figures.deduction,
    });
  }
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2 }}>
      <Typography sx={{ fontWeight: 700 }}>
        Maksimal pinjaman Anda: <MoneyText amount={maxLoan} sx={{ fontWeight: 700 }} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        Saldo iuran wajib Anda <MoneyText amount={contributionBalance} variant="body2" /> dikali{' '}
        {figures.multiplier}, paling banyak batas koperasi, dikurangi pinjaman yang masih berjalan.
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5 }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {row.label}
            </Typography>
            <MoneyText component="dd" variant="body2" amount={row.amount} sx={{ m: 0, textAlign: 'right' }} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

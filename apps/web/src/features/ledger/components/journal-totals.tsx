import { formatRupiah } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { JournalTotals } from '../lib/journal-amounts';

/** One figure of the totals: label and amount side by side on a phone, stacked from sm; tabular numerals. */
function Figure({ label, amount }: { label: string; amount: string }) {
  return (
    <Box
      sx={{
        display: { xs: 'flex', sm: 'block' },
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 1,
        textAlign: { sm: 'right' },
      }}
    >
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        {amount}
      </Typography>
    </Box>
  );
}

/** The entry's running totals as the lines are typed, and what is still missing for it to balance. */
export function JournalTotalsView({ totals }: { totals: JournalTotals }) {
  const { debit, credit, difference } = totals;
  const isBalanced = difference === 0 && debit > 0;
  const state = isBalanced
    ? 'Seimbang'
    : difference > 0
      ? `Kredit kurang ${formatRupiah(difference)}`
      : difference < 0
        ? `Debit kurang ${formatRupiah(-difference)}`
        : 'Isi jumlah debit dan kredit';
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label="Total jurnal"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1,
        }}
      >
        <Figure label="Total debit" amount={formatRupiah(debit)} />
        <Figure label="Total kredit" amount={formatRupiah(credit)} />
        <Figure label="Selisih" amount={formatRupiah(Math.abs(difference))} />
      </Box>
      <Typography
        variant="body2"
        sx={{
          mt: 1,
          textAlign: 'right',
          fontWeight: 600,
          color: isBalanced ? 'success.dark' : 'text.primary',
        }}
      >
        {state}
      </Typography>
    </Box>
  );
}

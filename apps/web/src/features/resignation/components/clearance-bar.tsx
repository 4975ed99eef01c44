import { type ClearanceQuote, formatRupiah } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { barWidths, type ClearanceLine, loanLinesOf, savingsLinesOf } from '../lib/clearance-lines';

const SAVINGS_SHADES = ['primary.dark', 'primary.main', 'primary.light', 'success.main'];
const LOAN_SHADES = ['warning.dark', 'warning.main', 'warning.light'];

function Bar({
  label,
  lines,
  total,
  scale,
  shades,
}: {
  label: string;
  lines: ClearanceLine[];
  total: number;
  scale: number;
  shades: string[];
}) {
  const widths = barWidths(lines, total, scale);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatRupiah(total)}
        </Typography>
      </Stack>
      <Box sx={{ display: 'flex', height: 14, borderRadius: 1, bgcolor: 'grey.200', overflow: 'hidden' }}>
        {lines.map((line, index) => (
          <Box
            key={line.key}
            sx={{ width: `${widths[index]}%`, bgcolor: shades[index % shades.length] }}
            title={`${line.label}: ${formatRupiah(line.amount)}`}
          />
        ))}
      </Box>
    </Stack>
  );
}

/**
 * A picture of the clearance: savings against loans on one scale, each bar split by its lines. Decorative for
 * screen readers (the table beside it says the same in words), so it carries one summary label.
 */
export function ClearanceBar({ quote }: { quote: ClearanceQuote }) {
  const scale = Math.max(quote.totalSavings, quote.totalLoans);
  const summary = `Simpanan ${formatRupiah(quote.totalSavings)} dibandingkan pinjaman ${formatRupiah(quote.totalLoans)}`;
  return (
    <Stack spacing={1.5} role="img" aria-label={summary}>
      <Bar
        label="Simpanan"
        lines={savingsLinesOf(quote)}
        total={quote.totalSavings}
        scale={scale}
        shades={SAVINGS_SHADES}
      />
      <Bar
        label="Pelunasan pinjaman"
        lines={loanLinesOf(quote, formatRupiah)}
        total={quote.totalLoans}
        scale={scale}
        shades={LOAN_SHADES}
      />
    </Stack>
  );
}

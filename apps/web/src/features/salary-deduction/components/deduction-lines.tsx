import type { SalaryDeductionLine } from '@kopkar/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';

/** The items deducted (description and amount, one row each), then the total. */
export function DeductionLines({
  lines,
  total,
  totalLabel,
}: {
  lines: readonly SalaryDeductionLine[];
  total: number;
  totalLabel: string;
}) {
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {lines.map((line) => (
        <Stack
          key={`${line.kind}-${line.description}`}
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography component="dt" variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {line.description}
          </Typography>
          <MoneyText component="dd" amount={line.amount} variant="body2" sx={{ m: 0 }} />
        </Stack>
      ))}
      <Stack
        direction="row"
        spacing={2}
        sx={{
          justifyContent: 'space-between',
          alignItems: 'baseline',
          borderTop: 1,
          borderColor: 'divider',
          pt: 1,
        }}
      >
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {totalLabel}
        </Typography>
        <MoneyText component="dd" amount={total} sx={{ m: 0, fontWeight: 700 }} />
      </Stack>
    </Stack>
  );
}

import type { SalaryDeductionLine } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MoneyText } from '@/components/money-text';

type DeductionLinesProps = {
  lines: readonly SalaryDeductionLine[];
  total: number;
  totalLabel: string;
  /** What the member can do about a line (the coming period's "Ajukan keberatan"), under its description. */
  renderLineAction?: (line: SalaryDeductionLine) => ReactNode;
};

/** The items deducted (description and amount, one row each), then the total. */
export function DeductionLines({ lines, total, totalLabel, renderLineAction }: DeductionLinesProps) {
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {lines.map((line) => {
        const action = renderLineAction?.(line);
        return (
          <Box
            key={line.key}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              columnGap: 2,
              alignItems: 'baseline',
            }}
          >
            <Typography component="dt" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line.description}
            </Typography>
            <MoneyText component="dd" amount={line.amount} variant="body2" sx={{ m: 0 }} />
            {action && (
              <Box component="dd" sx={{ m: 0, gridColumn: '1 / -1' }}>
                {action}
              </Box>
            )}
          </Box>
        );
      })}
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

import { displayPointBalance } from '@kopkar/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPoints } from '../lib/format-points';

/** The balance (0 when not positive, docs/product/screens.md Points) with a link to the other points page. */
export function PointsBalance({ balance, action }: { balance: number; action: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label="Saldo poin"
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderColor: 'primary.main',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <div>
          <Typography component="p" variant="body2" sx={{ opacity: 0.9 }}>
            Saldo poin Anda
          </Typography>
          <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }}>
            {formatPoints(displayPointBalance(balance))} poin
          </Typography>
        </div>
        {action}
      </Stack>
    </Paper>
  );
}

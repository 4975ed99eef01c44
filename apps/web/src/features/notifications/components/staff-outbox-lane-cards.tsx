import { formatDuration } from '@kopkar/domain';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { LaneView } from '../lib/outbox-lanes';

/**
 * One card per lane: how many wait and for how long the oldest has; a late lane in the warning colour. Stacked
 * on phones (name left, count right), side by side from the md breakpoint.
 */
export function OutboxLaneCards({ lanes }: { lanes: readonly LaneView[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${lanes.length}, 1fr)` },
      }}
    >
      {lanes.map((lane) => (
        <Paper
          key={lane.lane}
          component="li"
          variant="outlined"
          sx={{
            p: 2,
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 2,
            ...(lane.isLate && {
              borderColor: 'warning.main',
              borderWidth: 2,
              bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08),
            }),
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {lane.label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {lane.hint}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {lane.oldestAgeSeconds === null
                ? 'Tidak ada yang menunggu'
                : `Tertua: ${formatDuration(lane.oldestAgeSeconds)}`}
            </Typography>
            {lane.isLate && (
              <Chip size="small" color="warning" icon={<WarningAmber />} label="Terlambat" sx={{ mt: 1 }} />
            )}
          </Box>
          <Typography component="p" sx={{ textAlign: 'right', flexShrink: 0 }}>
            <Box
              component="span"
              sx={{ display: 'block', fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.1 }}
            >
              {lane.waiting.toLocaleString('id-ID')}
            </Box>
            <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
              menunggu
            </Box>
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

import { formatDateTime, type PointLedgerEntry } from '@kopkar/domain';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatPointDelta } from '../lib/format-points';

/** The points ledger (earned and spent, with reason and date), newest first. */
export function LedgerList({ entries }: { entries: PointLedgerEntry[] }) {
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label="Mutasi poin">
        {entries.map((entry, index) => (
          <ListItem
            key={entry.id}
            divider={index < entries.length - 1}
            secondaryAction={
              <Typography
                sx={{
                  fontWeight: 700,
                  color: entry.delta > 0 ? 'success.dark' : 'error.dark',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {formatPointDelta(entry.delta)}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  poin
                </Box>
              </Typography>
            }
          >
            <ListItemText
              primary={entry.note ? `${entry.label}: ${entry.note}` : entry.label}
              secondary={formatDateTime(entry.createdAt)}
              sx={{ pr: 8 }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

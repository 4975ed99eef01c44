import { formatDate, type SavingsMutation } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';
import { visuallyHidden } from '@/components/visually-hidden';

type MutationListProps = { items: SavingsMutation[]; label: string };

/** The history as a table (tablets and desktops): date, description, in, out, balance. */
export function MutationTable({ items, label }: MutationListProps) {
  return (
    <Box tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Tanggal</TableCell>
            <TableCell>Keterangan</TableCell>
            <TableCell align="right">Masuk</TableCell>
            <TableCell align="right">Keluar</TableCell>
            <TableCell align="right">Saldo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.Tanggal)}</TableCell>
              <TableCell>{row.Keterangan}</TableCell>
              <TableCell align="right">{row.Masuk ? <MoneyText amount={row.Masuk} /> : '–'}</TableCell>
              <TableCell align="right">{row.Keluar ? <MoneyText amount={row.Keluar} /> : '–'}</TableCell>
              <TableCell align="right">
                <MoneyText amount={row.Saldo} sx={{ fontWeight: 600 }} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const line = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1.5 } as const;

/**
 * The history on a phone: one card per movement, nothing to scroll sideways. The amount carries its direction in
 * colour, in its sign and in words for screen readers (Masuk / Keluar); the balance after it sits below.
 */
export function MutationCards({ items, label }: MutationListProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {items.map((row) => {
        const isIn = row.Masuk > 0;
        return (
          <Paper key={row.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <Box sx={line}>
              <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{row.Keterangan}</Typography>
              <Typography
                component="span"
                sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: isIn ? 'success.dark' : 'error.dark' }}
              >
                <span style={visuallyHidden}>{isIn ? 'Masuk ' : 'Keluar '}</span>
                <span aria-hidden="true">{isIn ? '+' : '−'}</span>
                <MoneyText amount={isIn ? row.Masuk : row.Keluar} />
              </Typography>
            </Box>
            <Box sx={{ ...line, mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(row.Tanggal)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                Saldo <MoneyText amount={row.Saldo} sx={{ fontWeight: 600, color: 'text.primary' }} />
              </Typography>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

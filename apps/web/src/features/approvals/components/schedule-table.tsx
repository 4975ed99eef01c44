import type { ApplicationDetail } from '@kopkar/domain';
import { formatDate } from '@kopkar/domain';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MoneyText } from '@/components/money-text';
import { ScrollTable } from '@/components/staff/scroll-table';

/** The amortisation the member would get on the requested terms (integer Rupiah per row). */
export function ScheduleTable({ rows }: { rows: ApplicationDetail['schedule'] }) {
  return (
    <ScrollTable label="Jadwal angsuran">
      <TableHead>
        <TableRow>
          <TableCell>Ke</TableCell>
          <TableCell>Jatuh tempo</TableCell>
          <TableCell align="right">Pokok</TableCell>
          <TableCell align="right">Bunga</TableCell>
          <TableCell align="right">Angsuran</TableCell>
          <TableCell align="right">Sisa pokok</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.seq}>
            <TableCell>{row.seq}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.dueDate)}</TableCell>
            <TableCell align="right">
              <MoneyText amount={row.principal} variant="body2" />
            </TableCell>
            <TableCell align="right">
              <MoneyText amount={row.interest} variant="body2" />
            </TableCell>
            <TableCell align="right">
              <MoneyText amount={row.instalment} variant="body2" />
            </TableCell>
            <TableCell align="right">
              <MoneyText amount={row.outstanding} variant="body2" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

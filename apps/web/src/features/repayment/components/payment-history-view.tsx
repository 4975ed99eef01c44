import type { PaymentHistoryRow } from '@kopkar/domain';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MoneyText } from '@/components/money-text';
import { useToday } from '@/lib/use-today';
import { describePaymentLine } from '../lib/settlement-view';

/** The payment history table (desktop). */
export function PaymentHistoryTable({ rows }: { rows: PaymentHistoryRow[] }) {
  const today = useToday();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Riwayat pembayaran">
        <TableHead>
          <TableRow>
            <TableCell>Angsuran</TableCell>
            <TableCell>Jatuh Tempo</TableCell>
            <TableCell align="right">Jumlah</TableCell>
            <TableCell>Pembayaran</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const line = describePaymentLine(row, today);
            return (
              <TableRow key={row.InsSeqNo}>
                <TableCell>{line.instalment}</TableCell>
                <TableCell>{line.due}</TableCell>
                <TableCell align="right">
                  <MoneyText amount={line.amount} />
                </TableCell>
                <TableCell>{line.paidOn}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The same lines as cards for phones. */
export function PaymentHistoryCards({ rows }: { rows: PaymentHistoryRow[] }) {
  const today = useToday();
  return (
    <ol
      aria-label="Riwayat pembayaran"
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
    >
      {rows.map((row) => {
        const line = describePaymentLine(row, today);
        return (
          <Paper key={row.InsSeqNo} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <strong>Angsuran {line.instalment}</strong>
              <MoneyText amount={line.amount} />
            </div>
            <small>{line.due === 'Lunas' ? `Lunas · ${line.paidOn}` : `Jatuh tempo ${line.due}`}</small>
          </Paper>
        );
      })}
    </ol>
  );
}

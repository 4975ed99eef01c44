import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LabelChip } from '@/components/label-chip';
import { MoneyText } from '@/components/money-text';
import type { ScheduleRow } from '../lib/schedule-rows';

const CHIP_COLOR = { PROSES: 'info', PAID: 'success', UNPAID: 'default', Dilunasi: 'secondary' } as const;

function RowChip({ status }: { status: ScheduleRow['status'] }) {
  return <LabelChip size="small" label={status} color={CHIP_COLOR[status]} data-status={status} />;
}

/** A settled row names its settlement date as such; other rows their due date. */
function cardTitle(row: ScheduleRow) {
  if (row.number === 0) return 'Pinjaman awal';
  return row.status === 'Dilunasi'
    ? `Angsuran ${row.number} · dilunasi ${row.dueDate}`
    : `Angsuran ${row.number} · ${row.dueDate}`;
}

const money = (amount: number, row: ScheduleRow) => (row.number === 0 ? '–' : <MoneyText amount={amount} />);

/** The desktop schedule table of docs/product/screens.md. */
export function ScheduleTable({ rows }: { rows: ScheduleRow[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Jadwal angsuran">
        <TableHead>
          <TableRow>
            <TableCell>No</TableCell>
            <TableCell>Jatuh Tempo</TableCell>
            <TableCell align="right">Pokok</TableCell>
            <TableCell align="right">Bunga</TableCell>
            <TableCell align="right">Angsuran</TableCell>
            <TableCell align="right">Sisa Pokok</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover>
              <TableCell>{row.number}</TableCell>
              <TableCell>
                {row.status === 'Dilunasi' ? `dilunasi ${row.dueDate}` : row.dueDate || '–'}
              </TableCell>
              <TableCell align="right">{money(row.principal, row)}</TableCell>
              <TableCell align="right">{money(row.interest, row)}</TableCell>
              <TableCell align="right">{money(row.instalment, row)}</TableCell>
              <TableCell align="right">
                <MoneyText amount={row.outstanding} />
              </TableCell>
              <TableCell>
                <RowChip status={row.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The same rows as cards for phones. */
export function ScheduleCards({ rows }: { rows: ScheduleRow[] }) {
  return (
    <ol
      aria-label="Jadwal angsuran"
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
    >
      {rows.map((row) => (
        <Paper key={row.key} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
            <strong>{cardTitle(row)}</strong>
            <RowChip status={row.status} />
          </div>
          <dl
            style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', margin: '8px 0 0' }}
          >
            {row.number !== 0 && (
              <>
                <dt>Angsuran</dt>
                <dd style={{ margin: 0, textAlign: 'right' }}>
                  <MoneyText amount={row.instalment} />
                </dd>
                <dt>Pokok / Bunga</dt>
                <dd style={{ margin: 0, textAlign: 'right' }}>
                  <MoneyText amount={row.principal} /> / <MoneyText amount={row.interest} />
                </dd>
              </>
            )}
            <dt>Sisa Pokok</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>
              <MoneyText amount={row.outstanding} />
            </dd>
          </dl>
        </Paper>
      ))}
    </ol>
  );
}

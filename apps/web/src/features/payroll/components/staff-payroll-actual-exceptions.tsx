import { ACTUAL_OUTCOME_LABELS, formatRupiah, type PayrollActualException } from '@kopkar/domain';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ScrollTable } from '@/components/staff/scroll-table';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const AMOUNTS = ['instructed', 'deducted', 'shortfall', 'over'] as const;

type PayrollActualExceptionsProps = {
  exceptions: readonly PayrollActualException[];
  /** How many differ in all; the reply lists at most PAYROLL_ACTUAL_EXCEPTIONS_LISTED of them. */
  exceptionCount: number;
  /** The table's accessible name. */
  label?: string;
  /** Said after "Menampilkan x dari y" when not every row is shown (where to find the rest). */
  restHint?: string;
};

/**
 * The employees whose deduction is not what the instruction said, and how much is short or over: in the preview and
 * report of HR's file and in the period's reconciliation.
 */
export function PayrollActualExceptions({
  exceptions,
  exceptionCount,
  label = 'Karyawan yang potongannya berbeda',
  restHint = '',
}: PayrollActualExceptionsProps) {
  if (exceptionCount === 0) {
    return <Typography color="text.secondary">Semua karyawan dipotong sesuai instruksi.</Typography>;
  }
  return (
    <Stack spacing={1}>
      <ScrollTable label={label}>
        <TableHead>
          <TableRow>
            <TableCell>NIK</TableCell>
            <TableCell>Nama</TableCell>
            <TableCell>Perusahaan</TableCell>
            <TableCell>Hasil</TableCell>
            <TableCell align="right">Diinstruksikan</TableCell>
            <TableCell align="right">Dipotong</TableCell>
            <TableCell align="right">Kekurangan</TableCell>
            <TableCell align="right">Kelebihan</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {exceptions.map((row) => (
            <TableRow key={`${row.company ?? ''}:${row.nik}`}>
              <TableCell component="th" scope="row" sx={figure}>
                {row.nik}
              </TableCell>
              <TableCell>{row.name ?? '–'}</TableCell>
              <TableCell>{row.company ?? '–'}</TableCell>
              <TableCell>{ACTUAL_OUTCOME_LABELS[row.outcome]}</TableCell>
              {AMOUNTS.map((amount) => (
                <TableCell key={amount} align="right" sx={figure}>
                  {formatRupiah(row[amount])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      {exceptionCount > exceptions.length && (
        <Typography variant="body2" color="text.secondary">
          Menampilkan {exceptions.length.toLocaleString('id-ID')} dari{' '}
          {exceptionCount.toLocaleString('id-ID')}
          {restHint}
        </Typography>
      )}
    </Stack>
  );
}

import type { LoanHistoryItem } from '@kopkar/domain';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';
import { ScrollTable } from '@/components/staff/scroll-table';
import { StatusChip } from '@/components/status-chip';
import { formatJakartaDate } from '@/lib/format-jakarta-date';

/** The member's other applications and loans, newest as the API lists them. */
export function OtherLoansTable({ loans }: { loans: readonly LoanHistoryItem[] }) {
  if (loans.length === 0) {
    return <Typography variant="body2">Anggota belum memiliki pinjaman atau pengajuan lain.</Typography>;
  }
  return (
    <ScrollTable label="Pinjaman lain anggota">
      <TableHead>
        <TableRow>
          <TableCell>No. Pengajuan</TableCell>
          <TableCell>Tujuan</TableCell>
          <TableCell align="right">Jumlah</TableCell>
          <TableCell align="right">Tenor</TableCell>
          <TableCell>Tanggal</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loans.map((loan) => (
          <TableRow key={loan.id}>
            <TableCell>{loan.AgreementNo ?? loan.ApprovalNo}</TableCell>
            <TableCell>{loan.FinancePurpose}</TableCell>
            <TableCell align="right">
              <MoneyText amount={loan.LoanAmount} variant="body2" />
            </TableCell>
            <TableCell align="right">{loan.Tenor} bln</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatJakartaDate(loan.SubmitDate)}</TableCell>
            <TableCell>
              <StatusChip status={loan.Status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

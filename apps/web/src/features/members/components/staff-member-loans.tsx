import type { AdminMemberApplication, AdminMemberSettlement } from '@kopkar/domain';
import { formatDate } from '@kopkar/domain';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';
import { ScrollTable } from '@/components/staff/scroll-table';
import { StatusChip } from '@/components/status-chip';
import { formatJakartaDate } from '@/lib/format-jakarta-date';

const None = ({ text }: { text: string }) => <Typography color="text.secondary">{text}</Typography>;

/** The member's applications and loans, newest first as the API sends them. */
export function MemberApplicationsTable({ rows }: { rows: readonly AdminMemberApplication[] }) {
  if (rows.length === 0) return <None text="Belum ada pengajuan pinjaman." />;
  return (
    <ScrollTable label="Pinjaman dan pengajuan">
      <TableHead>
        <TableRow>
          <TableCell>No. Pengajuan</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Jumlah</TableCell>
          <TableCell align="right">Tenor</TableCell>
          <TableCell align="right">Angsuran</TableCell>
          <TableCell>No. Perjanjian</TableCell>
          <TableCell>Diajukan</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.approvalNo}</TableCell>
            <TableCell>
              <StatusChip status={row.status} />
            </TableCell>
            <TableCell align="right">
              <MoneyText amount={row.amount} variant="body2" />
            </TableCell>
            <TableCell align="right">{row.tenorMonths} bln</TableCell>
            <TableCell align="right">
              <MoneyText amount={row.instalmentAmount} variant="body2" />
            </TableCell>
            <TableCell>{row.agreementNo ?? '–'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatJakartaDate(row.submittedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/** Settlement codes of docs/product/loans.md#early-settlement in words. */
const SETTLEMENT_STATUS: Record<string, string> = {
  PT1: 'Diajukan, diperiksa admin',
  PT2: 'Disetujui, menunggu pembayaran',
  PT3: 'Bukti bayar menunggu konfirmasi',
  PAI: 'Lunas',
  RJT: 'Ditolak',
};

/** The member's settlement (pelunasan) requests. */
export function MemberSettlementsTable({ rows }: { rows: readonly AdminMemberSettlement[] }) {
  if (rows.length === 0) return <None text="Belum ada pelunasan." />;
  return (
    <ScrollTable label="Pelunasan">
      <TableHead>
        <TableRow>
          <TableCell>No. Perjanjian</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Tanggal rencana</TableCell>
          <TableCell align="right">Total</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.agreementNo ?? '–'}</TableCell>
            <TableCell>{SETTLEMENT_STATUS[row.status] ?? row.status}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.plannedDate)}</TableCell>
            <TableCell align="right">
              <MoneyText amount={row.total} variant="body2" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

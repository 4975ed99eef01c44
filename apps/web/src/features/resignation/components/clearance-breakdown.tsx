import { type ClearanceQuote, formatDate, formatRupiah } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';
import { type ClearanceLine, loanLinesOf, savingsLinesOf } from '../lib/clearance-lines';
import { ClearanceBar } from './clearance-bar';

function Lines({
  caption,
  lines,
  totalLabel,
  total,
  empty,
}: {
  caption: string;
  lines: ClearanceLine[];
  totalLabel: string;
  total: number;
  empty?: string;
}) {
  return (
    <Table size="small" sx={{ '& .MuiTableCell-root': { px: 0 } }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0, fontWeight: 700 }}>
        {caption}
      </caption>
      <TableBody>
        {lines.length === 0 && empty && (
          <TableRow>
            <TableCell colSpan={2}>
              <Typography variant="body2" color="text.secondary">
                {empty}
              </Typography>
            </TableCell>
          </TableRow>
        )}
        {lines.map((line) => (
          <TableRow key={line.key}>
            <TableCell component="th" scope="row">
              {line.label}
              {line.detail && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {line.detail}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">
              <MoneyText amount={line.amount} />
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            {totalLabel}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            <MoneyText amount={total} />
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** The outcome: what the member receives and where, or what they must pay first. */
function Outcome({ quote, subject }: { quote: ClearanceQuote; subject: 'Anda' | 'anggota' }) {
  if (quote.shortfall > 0) {
    return (
      <Alert severity="warning" variant="outlined">
        <Typography sx={{ fontWeight: 700 }}>
          Kekurangan yang harus dibayar: <MoneyText amount={quote.shortfall} />
        </Typography>
        Simpanan belum cukup untuk melunasi pinjaman. Setor selisihnya sebagai simpanan sukarela (menu
        Simpanan → Setor) atau lunasi sebagian pinjaman lebih dulu; setelah itu pengajuan keluar dapat
        disetujui.
      </Alert>
    );
  }
  const account = quote.payoutAccount;
  return (
    <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'success.main', color: 'success.contrastText' }}>
      <Typography variant="body2">
        {subject === 'Anda' ? 'Dana yang Anda terima' : 'Dana dibayarkan ke anggota'}
      </Typography>
      <MoneyText amount={quote.payout} component="p" sx={{ fontSize: '1.75rem', fontWeight: 800 }} />
      <Typography variant="body2">
        {account
          ? `Ditransfer ke rekening payroll ${account.accountNo} a.n. ${account.accountName}`
          : 'Rekening payroll belum tercatat: hubungi admin koperasi untuk melengkapinya.'}
      </Typography>
    </Box>
  );
}

/** A clearance quote in words and a picture: each savings line, each loan's settlement, the payout or shortfall. */
export function ClearanceBreakdown({
  quote,
  subject = 'Anda',
}: {
  quote: ClearanceQuote;
  subject?: 'Anda' | 'anggota';
}) {
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        Dihitung per {formatDate(quote.asOf)}, berlaku sampai <strong>{formatDate(quote.validUntil)}</strong>.
        Setelah tanggal itu potongan gaji berikutnya mengubah sisa pinjaman dan simpanan wajib.
      </Typography>
      <ClearanceBar quote={quote} />
      <Lines
        caption="Simpanan yang dikembalikan"
        lines={savingsLinesOf(quote)}
        totalLabel="Total simpanan"
        total={quote.totalSavings}
      />
      <Lines
        caption="Pinjaman yang dilunasi dari simpanan"
        lines={loanLinesOf(quote, formatRupiah)}
        totalLabel="Total pelunasan"
        total={quote.totalLoans}
        empty="Tidak ada pinjaman berjalan."
      />
      <Outcome quote={quote} subject={subject} />
    </Stack>
  );
}

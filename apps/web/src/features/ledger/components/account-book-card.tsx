import {
  ACCOUNT_BOOK_PAGE_SIZE,
  type AccountBook,
  formatDate,
  formatRupiah,
  type ReportPeriod,
} from '@kopkar/domain';
import MenuItem from '@mui/material/MenuItem';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ScrollTable } from '@/components/staff/scroll-table';
import { StaffPager } from '@/components/staff/staff-pager';
import { useAccountBook } from '../api/get-account-book';
import { useLedgerAccounts } from '../api/get-ledger-accounts';
import { AmountCell } from './amount-cell';
import { StatementCard } from './statement-card';

const TITLE = 'Buku Besar per Akun';

function AccountBookLines({ book }: { book: AccountBook }) {
  if (book.rowCount === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Tidak ada transaksi akun ini pada periode tersebut.
      </Typography>
    );
  }
  return (
    <ScrollTable label={`Transaksi ${book.account.code} ${book.account.name}`}>
      <TableHead>
        <TableRow>
          <TableCell>Tanggal</TableCell>
          <TableCell>No. jurnal</TableCell>
          <TableCell>Keterangan</TableCell>
          <TableCell align="right">Debit</TableCell>
          <TableCell align="right">Kredit</TableCell>
          <TableCell align="right">Saldo</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {book.rows.map((row) => (
          <TableRow key={row.lineId}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</TableCell>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.entryId}</TableCell>
            <TableCell sx={{ minWidth: 180 }}>{row.description}</TableCell>
            <AmountCell amount={row.debit} dashZero />
            <AmountCell amount={row.credit} dashZero />
            <AmountCell amount={row.balance} />
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/**
 * Buku besar of one account over the report period: the balance the day before, each posted line with the balance
 * after it (a page at a time), the closing balance, and every line as a PDF or Excel file. `initialAccount` opens
 * it on an account, as the reconciliation's link to a difference does.
 */
export function AccountBookCard({
  period,
  initialAccount,
}: {
  period: ReportPeriod;
  initialAccount: string | null;
}) {
  const accounts = useLedgerAccounts();
  const [code, setCode] = useState(initialAccount ?? '');
  const [page, setPage] = useState(1);
  const book = useAccountBook(code ? { code, period, page } : null);
  const data = book.data;
  const choose = (next: string) => {
    setCode(next);
    setPage(1);
  };

  return (
    <StatementCard
      title={TITLE}
      caption={`${formatDate(period.from)} s.d. ${formatDate(period.to)}`}
      report={`buku-besar/${code}`}
      downloadable={code !== ''}
      query={period}
      state={code ? book : { isLoading: false, error: null }}
      controls={
        <TextField
          select
          label="Akun"
          value={accounts.data ? code : ''}
          onChange={(event) => choose(event.target.value)}
          helperText={code ? ' ' : 'Pilih akun untuk melihat mutasinya'}
          sx={{ maxWidth: 420 }}
        >
          {(accounts.data ?? []).map((account) => (
            <MenuItem key={account.code} value={account.code}>
              {account.code} {account.name}
            </MenuItem>
          ))}
        </TextField>
      }
      facts={
        data && [
          ['Saldo awal', formatRupiah(data.opening)],
          ['Mutasi debit', formatRupiah(data.totalDebit)],
          ['Mutasi kredit', formatRupiah(data.totalCredit)],
          ['Saldo akhir', formatRupiah(data.closing)],
        ]
      }
    >
      {data && (
        <>
          <AccountBookLines book={data} />
          <StaffPager
            page={data.page}
            pageSize={ACCOUNT_BOOK_PAGE_SIZE}
            total={data.rowCount}
            onPage={setPage}
          />
        </>
      )}
    </StatementCard>
  );
}

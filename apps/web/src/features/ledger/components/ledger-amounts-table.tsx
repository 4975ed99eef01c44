import { formatRupiah } from '@kopkar/domain';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import { AmountCell } from './amount-cell';

/** One account's line of a ledger table: its code and name, and its debit and credit (whole Rupiah). */
export type LedgerAmountRow = { key: string; code: string; name: string; debit: number; credit: number };

type LedgerAmountsTableProps = {
  /** The table's name for screen readers (also the name of its scroll area). */
  label: string;
  rows: readonly LedgerAmountRow[];
  totalDebit: number;
  totalCredit: number;
  /** The one-column heading on a phone: "Saldo" for balances, "Jumlah" for an entry's lines. */
  amountHeader: string;
  /** Indents the credit lines, as a journal is written. */
  indentCredits?: boolean;
  /** An outlined frame (a table on its own), or none (a table inside a card). */
  framed?: boolean;
};

const footerCell = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', borderBottom: 'none' };

function AccountHeader({ row, indent }: { row: LedgerAmountRow; indent: boolean }) {
  return (
    <TableCell component="th" scope="row" sx={{ pl: indent ? 3 : undefined, overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {row.code}
      </Typography>{' '}
      {row.name}
    </TableCell>
  );
}

/** A phone's one amount cell: the amount, and below it the side it falls on. */
function SideAmountCell({ row }: { row: LedgerAmountRow }) {
  const side = row.debit > 0 ? 'Debit' : row.credit > 0 ? 'Kredit' : null;
  if (!side) return <AmountCell amount={0} dashZero />;
  return (
    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatRupiah(row.debit || row.credit)}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {side}
      </Typography>
    </TableCell>
  );
}

/**
 * Accounts with their debits and credits and both totals: three columns from sm up, and on a phone two (the
 * account, then its amount with the side it falls on), so names stay readable at 390 px. Scrolls sideways inside
 * its own focusable area when an amount is still too wide.
 */
export function LedgerAmountsTable({
  label,
  rows,
  totalDebit,
  totalCredit,
  amountHeader,
  indentCredits = false,
  framed = false,
}: LedgerAmountsTableProps) {
  const isNarrow = useNarrowScreen('sm');
  const indent = (row: LedgerAmountRow) => indentCredits && row.credit > 0;
  return (
    <TableContainer
      {...(framed ? { component: Paper, variant: 'outlined' as const } : {})}
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ overflowX: 'auto' }}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Akun</TableCell>
            {isNarrow ? (
              <TableCell align="right">{amountHeader}</TableCell>
            ) : (
              <>
                <TableCell align="right">Debit</TableCell>
                <TableCell align="right">Kredit</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-account={row.code}>
              <AccountHeader row={row} indent={indent(row)} />
              {isNarrow ? (
                <SideAmountCell row={row} />
              ) : (
                <>
                  <AmountCell amount={row.debit} dashZero />
                  <AmountCell amount={row.credit} dashZero />
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {isNarrow ? (
            <>
              <TableRow>
                <TableCell component="th" scope="row" sx={footerCell}>
                  Jumlah debit
                </TableCell>
                <AmountCell amount={totalDebit} sx={footerCell} />
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row" sx={footerCell}>
                  Jumlah kredit
                </TableCell>
                <AmountCell amount={totalCredit} sx={footerCell} />
              </TableRow>
            </>
          ) : (
            <TableRow>
              <TableCell component="th" scope="row" sx={footerCell}>
                Jumlah
              </TableCell>
              <AmountCell amount={totalDebit} sx={footerCell} />
              <AmountCell amount={totalCredit} sx={footerCell} />
            </TableRow>
          )}
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

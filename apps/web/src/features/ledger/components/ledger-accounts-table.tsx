import { ACCOUNT_TYPE_LABELS, type LedgerAccount } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNarrowScreen } from '@/lib/use-narrow-screen';

type LedgerAccountsTableProps = {
  accounts: readonly LedgerAccount[];
  /** ADMIN's "Ubah nama" per row; without it the table only reads. */
  onRename?: (account: LedgerAccount) => void;
};

const LABEL = 'Bagan akun';

/**
 * The chart of accounts in code order: code, name and type (Aset … Beban), and for ADMIN "Ubah nama" on each row.
 * On a phone the type goes under the name, so the names stay readable at 390 px; a wider table scrolls inside its
 * own focusable area.
 */
export function LedgerAccountsTable({ accounts, onRename }: LedgerAccountsTableProps) {
  const isNarrow = useNarrowScreen('sm');
  return (
    <TableContainer tabIndex={0} role="region" aria-label={LABEL} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={LABEL}>
        <TableHead>
          <TableRow>
            <TableCell>Kode</TableCell>
            <TableCell>Nama</TableCell>
            {!isNarrow && <TableCell>Jenis</TableCell>}
            {onRename && <TableCell align="right">Aksi</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.code} data-account={account.code}>
              <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {account.code}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {account.name}
                {isNarrow && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {ACCOUNT_TYPE_LABELS[account.type]}
                  </Typography>
                )}
              </TableCell>
              {!isNarrow && <TableCell>{ACCOUNT_TYPE_LABELS[account.type]}</TableCell>}
              {onRename && (
                <TableCell align="right">
                  <Button
                    size="small"
                    onClick={() => onRename(account)}
                    aria-label={`Ubah nama akun ${account.code} ${account.name}`}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    Ubah nama
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import { formatRupiah, type Reconciliation } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ScrollTable } from '@/components/staff/scroll-table';
import { FactList } from '@/components/staff/section-card';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import { AmountCell } from './amount-cell';

/** MUI's warning Alert background: a row that does not reconcile reads as the warning above it. */
const MISMATCH_ROW = { bgcolor: '#FFF4E5' } as const;

type ReconciliationRow = Reconciliation['rows'][number];

/** A figure of the phone's list, right-aligned in tabular numerals like the table's columns. */
function Amount({ amount }: { amount: number }) {
  return (
    <Box component="span" sx={{ display: 'block', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
      {formatRupiah(amount)}
    </Box>
  );
}

/** A phone's reconciliation: one block per control account, its three figures one under the other. */
function ReconciliationList({ rows }: { rows: readonly ReconciliationRow[] }) {
  return (
    <Stack
      component="ul"
      spacing={1}
      aria-label="Rekonsiliasi akun kontrol"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {rows.map((row) => (
        <Box
          component="li"
          key={row.account}
          data-account={row.account}
          sx={[
            { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 },
            row.difference !== 0 ? MISMATCH_ROW : {},
          ]}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            <Typography component="span" variant="body2" color="text.secondary">
              {row.account}
            </Typography>{' '}
            {row.name}
          </Typography>
          <FactList
            facts={[
              ['Buku besar', <Amount key="ledger" amount={row.ledger} />],
              ['Sub-ledger', <Amount key="subledger" amount={row.subledger} />],
              ['Selisih', <Amount key="difference" amount={row.difference} />],
            ]}
          />
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Each control account against the records it summarises (its sub-ledger) and the difference; a difference is
 * warned about above the table, account by account, and its row is marked.
 */
export function ReconciliationTable({
  reconciliation,
  onOpenAccountBook,
}: {
  reconciliation: Reconciliation;
  /** Opens the account's buku besar, the entries behind its difference. */
  onOpenAccountBook: (code: string) => void;
}) {
  const isNarrow = useNarrowScreen('sm');
  const mismatches = reconciliation.rows.filter((row) => row.difference !== 0);
  return (
    <Stack spacing={2}>
      {mismatches.length > 0 ? (
        <Alert severity="warning">
          <AlertTitle>Selisih ditemukan</AlertTitle>
          {mismatches.map((row) => (
            <div key={row.account}>
              {row.account} {row.name}: buku besar {formatRupiah(row.ledger)}, sub-ledger{' '}
              {formatRupiah(row.subledger)}, selisih {formatRupiah(row.difference)}.{' '}
              <Link component="button" type="button" onClick={() => onOpenAccountBook(row.account)}>
                Lihat buku besar {row.account}
              </Link>
            </div>
          ))}
        </Alert>
      ) : (
        <Alert severity="success" role="status">
          Semua akun kontrol cocok dengan sub-ledgernya.
        </Alert>
      )}
      {isNarrow ? (
        <ReconciliationList rows={reconciliation.rows} />
      ) : (
        <ScrollTable label="Rekonsiliasi akun kontrol">
          <TableHead>
            <TableRow>
              <TableCell>Akun kontrol</TableCell>
              <TableCell align="right">Buku besar</TableCell>
              <TableCell align="right">Sub-ledger</TableCell>
              <TableCell align="right">Selisih</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reconciliation.rows.map((row) => {
              const isMismatch = row.difference !== 0;
              return (
                <TableRow
                  key={row.account}
                  data-account={row.account}
                  sx={isMismatch ? MISMATCH_ROW : undefined}
                >
                  <TableCell component="th" scope="row">
                    <Typography component="span" variant="body2" color="text.secondary">
                      {row.account}
                    </Typography>{' '}
                    {row.name}
                  </TableCell>
                  <AmountCell amount={row.ledger} />
                  <AmountCell amount={row.subledger} />
                  <AmountCell amount={row.difference} sx={isMismatch ? { fontWeight: 700 } : undefined} />
                </TableRow>
              );
            })}
          </TableBody>
        </ScrollTable>
      )}
    </Stack>
  );
}

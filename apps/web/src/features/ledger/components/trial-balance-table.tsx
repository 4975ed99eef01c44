import { formatDate, formatRupiah, type TrialBalance } from '@kopkar/domain';
import Stack from '@mui/material/Stack';
import { InlineAlert } from '@/components/inline-alert';
import { LedgerAmountsTable } from './ledger-amounts-table';

/** Every account's balance on the date, on the side it falls, and the two totals, which must be equal. */
export function TrialBalanceTable({ balance }: { balance: TrialBalance }) {
  const difference = balance.totalDebit - balance.totalCredit;
  return (
    <Stack spacing={2}>
      {difference === 0 ? (
        <InlineAlert severity="success" role="status">
          Seimbang: total debit sama dengan total kredit per {formatDate(balance.date)}.
        </InlineAlert>
      ) : (
        <InlineAlert severity="error">
          Tidak seimbang: total debit dan kredit berselisih {formatRupiah(Math.abs(difference))}. Hubungi
          administrator.
        </InlineAlert>
      )}
      <LedgerAmountsTable
        label={`Neraca saldo per ${formatDate(balance.date)}`}
        rows={balance.rows.map((row) => ({ ...row, key: row.code }))}
        totalDebit={balance.totalDebit}
        totalCredit={balance.totalCredit}
        amountHeader="Saldo"
        framed
      />
    </Stack>
  );
}

import type { JournalEntry } from '@kopkar/domain';
import { LedgerAmountsTable } from './ledger-amounts-table';

/** An entry's lines (account, debit, credit) and their totals; `accountNames` names each code from the chart. */
export function JournalLinesTable({
  entry,
  accountNames,
}: {
  entry: JournalEntry;
  accountNames: ReadonlyMap<string, string>;
}) {
  return (
    <LedgerAmountsTable
      label={`Baris jurnal #${entry.id}`}
      // Lines have no id of their own; their order is the entry's and never changes.
      rows={entry.lines.map((line, index) => ({
        key: `${index}-${line.account}`,
        code: line.account,
        name: accountNames.get(line.account) ?? '',
        debit: line.debit,
        credit: line.credit,
      }))}
      totalDebit={entry.lines.reduce((sum, line) => sum + line.debit, 0)}
      totalCredit={entry.lines.reduce((sum, line) => sum + line.credit, 0)}
      amountHeader="Jumlah"
      indentCredits
    />
  );
}

import { type AccountCode, balancedLines, type JournalLine, normalSide } from '@kopkar/domain';
import type { Database, Tx } from '../../db/client';
import {
  type AccountBalance,
  accountTotals,
  eventAccountNet,
  insertEntry,
  insertLines,
  type JournalSource,
  subledgerBalances,
} from './ledger.repository';

export type { JournalSource };

export type NewEntry = {
  /** The Jakarta business date, YYYY-MM-DD. */
  date: string;
  description: string;
  source: JournalSource;
  sourceId?: string | null;
  /** At most one entry per key (a unique index): the event's own identity, or null for a manual entry. */
  eventKey?: string | null;
  actor: string;
  lines: readonly JournalLine[];
  /** PENDING waits for a second staff member (manual entries); everything else is posted at once. */
  status?: 'PENDING' | 'POSTED';
  reversesId?: number | null;
};

/**
 * Writes an entry and its lines in the caller's transaction, the one that records the money movement. The lines
 * are checked here (balancedLines) and again by the database at commit. An entry whose event key is already
 * posted is not written twice: null is returned, and the caller's own once-only rule has usually refused first.
 */
export async function postEntry(tx: Tx, entry: NewEntry): Promise<number | null> {
  const lines = balancedLines(entry.lines);
  const status = entry.status ?? 'POSTED';
  const row = await insertEntry(tx, {
    entryDate: entry.date,
    description: entry.description,
    source: entry.source,
    sourceId: entry.sourceId ?? null,
    eventKey: entry.eventKey ?? null,
    status,
    actor: entry.actor,
    reversesId: entry.reversesId ?? null,
  });
  if (!row) return null;
  await insertLines(tx, row.id, lines);
  return row.id;
}

/**
 * What the entry of one event put on an account, debits less credits in Rupiah (negative for a credit), 0 when the
 * event wrote no entry: e.g. the receivable a payroll posting left on 1202 (`payroll:<period>`). A posted entry never
 * changes, so the figure is final once read.
 */
export async function eventMovementOn(db: Database | Tx, eventKey: string, account: AccountCode) {
  return eventAccountNet(db, eventKey, account);
}

/** An account's balance on its own side (assets and expenses debit, the rest credit), from its totals. */
const balanceOf = (account: AccountBalance) =>
  normalSide(account.type) === 'DEBIT' ? account.debit - account.credit : account.credit - account.debit;

/**
 * GET /admin/ledger/trial-balance: every account's balance on `date`, on the side it falls (neraca saldo). The
 * two totals are equal whenever the database's balance rule holds.
 */
export async function trialBalance(db: Database | Tx, date: string) {
  const accounts = await accountTotals(db, { from: null, to: date });
  const rows = accounts.map((account) => {
    const net = account.debit - account.credit;
    return { code: account.code, name: account.name, debit: Math.max(net, 0), credit: Math.max(-net, 0) };
  });
  return {
    rows,
    totalDebit: rows.reduce((sum, row) => sum + row.debit, 0),
    totalCredit: rows.reduce((sum, row) => sum + row.credit, 0),
  };
}

/**
 * GET /admin/ledger/reconciliation: each control account against its sub-ledger on `date` (migration 0025's
 * ledger_subledger_balances, the one definition of each), with the difference ledger − sub-ledger.
 */
export async function reconcile(db: Database | Tx, date: string) {
  const accounts = await accountTotals(db, { from: null, to: date });
  const subledgers = await subledgerBalances(db, date);
  return {
    rows: subledgers.map(({ code, amount }) => {
      const account = accounts.find((row) => row.code === code);
      const ledger = account ? balanceOf(account) : 0;
      return {
        account: code,
        name: account?.name ?? code,
        ledger,
        subledger: amount,
        difference: ledger - amount,
      };
    }),
  };
}

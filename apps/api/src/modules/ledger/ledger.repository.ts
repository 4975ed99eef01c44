import type { AccountType, JournalLine } from '@kopkar/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { journalEntries, journalLines, ledgerAccounts, ledgerPeriods } from '../../db/schema';

/** What moved the money (docs/decisions/0023-general-ledger.md). */
export const JOURNAL_SOURCES = [
  'opening',
  'funding',
  'payroll',
  'employer-transfer',
  'settlement',
  'deposit',
  'withdrawal',
  'jasa',
  'pokok',
  'shu',
  'resignation',
  'manual',
  'reversal',
  'year-close',
] as const;
export type JournalSource = (typeof JOURNAL_SOURCES)[number];

/**
 * Inserts an entry, or nothing when its event key is already taken (then undefined). Its lines follow with
 * insertLines in the same transaction: the database checks the sum at commit.
 */
export async function insertEntry(tx: Tx, entry: typeof journalEntries.$inferInsert) {
  const [row] = await tx
    .insert(journalEntries)
    .values(entry)
    .onConflictDoNothing({ target: journalEntries.eventKey })
    .returning({ id: journalEntries.id });
  return row;
}

export async function insertLines(tx: Tx, entryId: number, lines: readonly JournalLine[]) {
  await tx
    .insert(journalLines)
    .values(
      lines.map((line) => ({ entryId, accountCode: line.account, debit: line.debit, credit: line.credit })),
    );
}

/** Every account with its type, in code order. */
export function listAccounts(db: Database | Tx) {
  return db.select().from(ledgerAccounts).orderBy(asc(ledgerAccounts.code));
}

export type AccountBalance = { code: string; name: string; type: AccountType; debit: number; credit: number };

/**
 * Each account's posted debits and credits over [from, to] (inclusive dates; `from` null = since the beginning),
 * every account listed, those without lines at 0.
 */
export async function accountTotals(db: Database | Tx, range: { from: string | null; to: string }) {
  const from = range.from ?? '0001-01-01';
  const rows = await db.execute<{
    code: string;
    name: string;
    type: AccountType;
    debit: string;
    credit: string;
  }>(sql`
    select a.code, a.name, a.type,
           coalesce(sum(l.debit), 0)::text as debit, coalesce(sum(l.credit), 0)::text as credit
    from ${ledgerAccounts} a
    left join (
      select l.account_code, l.debit, l.credit
      from ${journalLines} l
      join ${journalEntries} e on e.id = l.entry_id
      where e.status = 'POSTED' and e.entry_date between ${from} and ${range.to}
    ) l on l.account_code = a.code
    group by a.code, a.name, a.type
    order by a.code`);
  return rows.rows.map(
    (row): AccountBalance => ({ ...row, debit: Number(row.debit), credit: Number(row.credit) }),
  );
}

/** The month's close as FINANCE did it, or undefined while open. */
export async function findClosedPeriod(tx: Database | Tx, month: string) {
  const [row] = await tx.select().from(ledgerPeriods).where(eq(ledgerPeriods.month, month));
  return row;
}

/**
 * Takes the month's lock alone until the transaction ends: entries being written into the month (which share it,
 * migration 0025) finish first, and none starts until the close commits.
 */
export async function lockPeriod(tx: Tx, month: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ledger_period:${month}`}))`);
}

export async function insertClosedPeriod(tx: Tx, month: string, closedBy: string) {
  const [row] = await tx.insert(ledgerPeriods).values({ month, closedBy }).onConflictDoNothing().returning();
  return row;
}

/** An entry with its lines, or undefined. */
export async function findEntry(db: Database | Tx, id: number) {
  const [entry] = await db.select().from(journalEntries).where(eq(journalEntries.id, id));
  if (!entry) return undefined;
  const lines = await db
    .select({ account: journalLines.accountCode, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .where(eq(journalLines.entryId, id))
    .orderBy(asc(journalLines.id));
  return { ...entry, lines };
}

/** Moves a PENDING entry to POSTED or REJECTED once (a conditional update: of concurrent approvals one wins). */
export async function decidePendingEntry(
  tx: Tx,
  id: number,
  decision: { status: 'POSTED' | 'REJECTED'; approvedBy: string },
) {
  const [row] = await tx
    .update(journalEntries)
    .set({
      status: decision.status,
      approvedBy: decision.approvedBy,
      postedAt: decision.status === 'POSTED' ? sql`now()` : null,
    })
    .where(and(eq(journalEntries.id, id), eq(journalEntries.status, 'PENDING')))
    .returning({ id: journalEntries.id });
  return row;
}

/** Each control account's sub-ledger on `date` (migration 0025's ledger_subledger_balances), in code order. */
export async function subledgerBalances(db: Database | Tx, date: string) {
  const { rows } = await db.execute<{ account_code: string; amount: string }>(
    sql`select account_code, amount::text from ledger_subledger_balances(${date}::date) order by account_code`,
  );
  return rows.map((row) => ({ code: row.account_code, amount: Number(row.amount) }));
}

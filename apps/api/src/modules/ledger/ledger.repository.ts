import { type AccountType, JOURNAL_LIST_MAX, type JournalEntry, type JournalLine } from '@kopkar/domain';
import { and, asc, between, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
export async function insertEntry(tx: Tx, entry: Omit<typeof journalEntries.$inferInsert, 'postedAt'>) {
  // Posted at the database clock's time of the write, like a close (insertClosedPeriod): the two compare.
  const postedAt = entry.status === 'POSTED' ? sql`clock_timestamp()` : null;
  const [row] = await tx
    .insert(journalEntries)
    .values({ ...entry, postedAt })
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

export type AccountBalance = { code: string; name: string; type: AccountType; debit: number; credit: number };

/**
 * Every account with the debit and credit sums of `lines` (a query answering account_code, debit, credit) on it,
 * those without lines at 0, in code order; `where` narrows the accounts. The lines are summed per account before the
 * chart is joined: the join then meets one row per account instead of every line (a year's statements at 100,000
 * members took 0.46 s per pass the other way round, 0.18 s this way; bench/figures/scale-benchmarks.md).
 */
export async function totalsPerAccount(
  db: Database | Tx,
  lines: SQL,
  where?: SQL,
): Promise<AccountBalance[]> {
  const { rows } = await db.execute<{
    code: string;
    name: string;
    type: AccountType;
    debit: string;
    credit: string;
  }>(sql`
    select a.code, a.name, a.type, coalesce(t.debit, 0)::text as debit, coalesce(t.credit, 0)::text as credit
    from ${ledgerAccounts} a
    left join (
      select l.account_code, sum(l.debit) as debit, sum(l.credit) as credit from (${lines}) l group by l.account_code
    ) t on t.account_code = a.code
    ${where ? sql`where ${where}` : sql``}
    order by a.code`);
  return rows.map((row) => ({ ...row, debit: Number(row.debit), credit: Number(row.credit) }));
}

/**
 * Each account's posted debits and credits over [from, to] (inclusive dates; `from` null = since the beginning),
 * every account listed, those without lines at 0.
 */
export async function accountTotals(db: Database | Tx, range: { from: string | null; to: string }) {
  return totalsPerAccount(
    db,
    sql`select l.account_code, l.debit, l.credit
        from ${journalLines} l join ${journalEntries} e on e.id = l.entry_id
        where e.status = 'POSTED' and e.entry_date between ${range.from ?? '0001-01-01'} and ${range.to}`,
  );
}

/** Debits less credits on `account` of the posted entry an event wrote (its event key), 0 when it wrote none. */
export async function eventAccountNet(db: Database | Tx, eventKey: string, account: string): Promise<number> {
  const [row] = await db
    .select({ net: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)::text` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalEntries.eventKey, eventKey),
        eq(journalEntries.status, 'POSTED'),
        eq(journalLines.accountCode, account),
      ),
    );
  return Number(row?.net ?? 0);
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

/**
 * Records the month closed. Its time is the database clock's when the row is written (not the transaction's
 * start), after the lock: every entry let in before the close has an earlier posted_at.
 */
export async function insertClosedPeriod(tx: Tx, month: string, closedBy: string) {
  const [row] = await tx
    .insert(ledgerPeriods)
    .values({ month, closedBy, closedAt: sql`clock_timestamp()` })
    .onConflictDoNothing()
    .returning();
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
      postedAt: decision.status === 'POSTED' ? sql`clock_timestamp()` : null,
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

/** The codes among `codes` that are not in the chart. */
export async function findUnknownAccounts(db: Database | Tx, codes: readonly string[]) {
  const known = await db
    .select({ code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, [...new Set(codes)]));
  const knownCodes = new Set(known.map((row) => row.code));
  return codes.filter((code) => !knownCodes.has(code));
}

/** The entry's row, locked until the transaction ends. */
export async function lockEntry(tx: Tx, id: number) {
  const [row] = await tx.select().from(journalEntries).where(eq(journalEntries.id, id)).for('update');
  return row;
}

type EntryFilter =
  | { ids: number[] }
  | { from: string; to: string; source?: string | undefined; status?: JournalEntry['status'] | undefined };

/** Entries with their lines (and the entry reversing each, if any), newest first, at most JOURNAL_LIST_MAX. */
export async function listEntries(db: Database | Tx, filter: EntryFilter): Promise<JournalEntry[]> {
  const where =
    'ids' in filter
      ? inArray(journalEntries.id, filter.ids)
      : and(
          between(journalEntries.entryDate, filter.from, filter.to),
          filter.source ? eq(journalEntries.source, filter.source) : undefined,
          filter.status ? eq(journalEntries.status, filter.status) : undefined,
        );
  const reversal = alias(journalEntries, 'reversal');
  const entries = await db
    .select({ entry: journalEntries, reversedById: reversal.id })
    .from(journalEntries)
    .leftJoin(reversal, eq(reversal.reversesId, journalEntries.id))
    .where(where)
    .orderBy(desc(journalEntries.entryDate), desc(journalEntries.id))
    .limit(JOURNAL_LIST_MAX);
  const ids = entries.map((row) => row.entry.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(journalLines)
          .where(inArray(journalLines.entryId, ids))
          .orderBy(asc(journalLines.id));
  return entries.map(({ entry, reversedById }) => ({
    id: entry.id,
    date: entry.entryDate,
    description: entry.description,
    source: entry.source,
    sourceId: entry.sourceId,
    status: entry.status as JournalEntry['status'],
    actor: entry.actor,
    approvedBy: entry.approvedBy,
    reversesId: entry.reversesId,
    reversedById,
    lines: lines
      .filter((line) => line.entryId === entry.id)
      .map((line) => ({ account: line.accountCode, debit: line.debit, credit: line.credit })),
  }));
}

/** The chart with, for each account, whether any line uses it. */
export async function listAccountsWithUse(db: Database | Tx) {
  const rows = await db
    .select({
      code: ledgerAccounts.code,
      name: ledgerAccounts.name,
      type: ledgerAccounts.type,
      hasEntries: sql<boolean>`exists (select 1 from ${journalLines} l where l.account_code = ${ledgerAccounts.code})`,
    })
    .from(ledgerAccounts)
    .orderBy(asc(ledgerAccounts.code));
  return rows.map((row) => ({ ...row, type: row.type as AccountType }));
}

/** Adds an account, or nothing when its code is taken (then undefined). */
export async function insertAccount(tx: Tx, account: { code: string; name: string; type: AccountType }) {
  const [row] = await tx.insert(ledgerAccounts).values(account).onConflictDoNothing().returning();
  return row;
}

/** Renames an account; answers its name before, or undefined when there is no such account. */
export async function updateAccountName(tx: Tx, code: string, name: string) {
  const [before] = await tx
    .select({ previousName: ledgerAccounts.name })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code))
    .for('update');
  if (!before) return undefined;
  await tx.update(ledgerAccounts).set({ name, updatedAt: new Date() }).where(eq(ledgerAccounts.code, code));
  return before;
}

export function listClosedPeriods(db: Database | Tx) {
  return db.select().from(ledgerPeriods).orderBy(desc(ledgerPeriods.month));
}

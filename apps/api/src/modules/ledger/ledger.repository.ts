import { type AccountType, balancedLines, type JournalLine } from '@kopkar/domain';
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
  const [row] = await tx
    .insert(journalEntries)
    .values({
      entryDate: entry.date,
      description: entry.description,
      source: entry.source,
      sourceId: entry.sourceId ?? null,
      eventKey: entry.eventKey ?? null,
      status,
      actor: entry.actor,
      postedAt: status === 'POSTED' ? sql`now()` : null,
      reversesId: entry.reversesId ?? null,
    })
    .onConflictDoNothing({ target: journalEntries.eventKey })
    .returning({ id: journalEntries.id });
  if (!row) return null;
  await tx
    .insert(journalLines)
    .values(
      lines.map((line) => ({
        entryId: row.id,
        accountCode: line.account,
        debit: line.debit,
        credit: line.credit,
      })),
    );
  return row.id;
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

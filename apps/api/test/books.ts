import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { agreements, journalEntries, journalLines } from '../src/db/schema';
import { reconcile, trialBalance } from '../src/modules/ledger/ledger.service';

/** Far enough ahead to include every entry (a payroll is dated at its cut-off, which may be ahead of today). */
const ALL_DATES = '2199-12-31';

const differencesOf = async (db: Database) =>
  Object.fromEntries((await reconcile(db, ALL_DATES)).rows.map((row) => [row.account, row.difference]));

/**
 * Watches the books around a money movement: test fixtures write some history straight into the modules' tables
 * (without entries), so what must hold is that the movement changed each control account and its sub-ledger by
 * the same amount, and that the trial balance still balances.
 */
export async function watchBooks(db: Database) {
  const before = await differencesOf(db);
  return {
    async expectMovedTogether() {
      const { totalDebit, totalCredit } = await trialBalance(db, ALL_DATES);
      expect(totalDebit).toBe(totalCredit);
      expect(await differencesOf(db)).toEqual(before);
    },
  };
}

/** The lines of the entry an event wrote, as `code D|K amount` (the ADR's notation), or [] when it wrote none. */
export async function linesOfEvent(db: Database, eventKey: string): Promise<string[]> {
  const rows = await db
    .select({ account: journalLines.accountCode, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalEntries.eventKey, eventKey))
    .orderBy(asc(journalLines.id));
  return rows.map((line) => `${line.account} ${line.debit > 0 ? 'D' : 'K'} ${line.debit || line.credit}`);
}

/** Running (FUN) agreements, oldest first, of one member or of everyone. */
export async function runningAgreements(db: Database, memberId?: number) {
  return db
    .select({ id: agreements.id, agreementNo: agreements.agreementNo, memberId: agreements.memberId })
    .from(agreements)
    .where(
      and(
        eq(agreements.status, 'FUN'),
        memberId === undefined ? undefined : eq(agreements.memberId, memberId),
      ),
    )
    .orderBy(asc(agreements.id));
}

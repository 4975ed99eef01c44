/**
 * kill -9 during payroll posting (docs/decisions/0023-general-ledger.md): the posting runs in its own process and
 * is killed while it waits to write the period's journal entry, after it has paid the instalments and booked the
 * contributions in its transaction. PostgreSQL must roll all of it back: no movement without its entry and no
 * entry without its movement. Posting again then completes, once. PostgreSQL only (a real second process).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOfEvent, watchBooks } from '../../../test/books';
import { createFundedLoan, createMember, createProduct, createStaff } from '../../../test/factories';
import { databaseUrlOf, untilWaitingForLock } from '../../../test/kill-posting';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { settings } from '../../db/schema';
import { postPayroll } from './payroll.service';

const CHILD = fileURLToPath(new URL('../../../test/post-payroll-child.ts', import.meta.url));
// The period's cut-off falls in another month than today, so its entry waits on that month's ledger lock alone.
const PERIOD = '2027-02';

let handle: DatabaseHandle;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  handle = await createTestDatabase();
  await handle.db.insert(settings).values({ key: 'contribution.amountByGrade', value: { III: 100_000 } });
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe.runIf(process.env.DATABASE_URL)('kill -9 during payroll posting (PostgreSQL)', () => {
  it('leaves no instalment, contribution or entry behind, and posting again completes once', async () => {
    const { db } = handle;
    const product = await createProduct(db);
    for (let index = 0; index < 20; index += 1) {
      const member = await createMember(db, { jobGrade: 'III' });
      const loan = {
        amount: 6_000_000,
        tenorMonths: 12,
        ratePercent: 12,
        fundingDate: '2026-10-01',
        paidRows: 0,
      };
      await createFundedLoan(db, member, product.id, loan);
    }
    const finance = await createStaff(db, { role: 'FINANCE' });
    const books = await watchBooks(db);
    const dueBefore = await db.execute<{ unpaid: number }>(
      sql`select count(*)::int as unpaid from instalments where paid_date is null`,
    );

    // Hold the cut-off month's ledger lock on a connection of our own: the posting stops at its entry.
    const blocker = new pg.Client({ connectionString: await databaseUrlOf(handle) });
    await blocker.connect();
    try {
      await blocker.query('select pg_advisory_lock(hashtext($1))', ['ledger_period:2027-02']);
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', CHILD, await databaseUrlOf(handle), PERIOD, String(finance.id)],
        {
          stdio: 'ignore',
        },
      );
      await untilWaitingForLock(handle, 'ledger_period:2027-02');
      child.kill('SIGKILL');
      await exited(child);
    } finally {
      await blocker.query('select pg_advisory_unlock(hashtext($1))', ['ledger_period:2027-02']);
      await blocker.end();
    }

    // Its transaction never committed: PostgreSQL rolls it back when the dead connection's statement ends.
    const dueAfter = await db.execute<{ unpaid: number }>(
      sql`select count(*)::int as unpaid from instalments where paid_date is null`,
    );
    expect(dueAfter.rows[0]?.unpaid).toBe(dueBefore.rows[0]?.unpaid);
    expect(await db.execute(sql`select 1 from contributions where period = ${PERIOD}`)).toMatchObject({
      rows: [],
    });
    expect(await linesOfEvent(db, `payroll:${PERIOD}`)).toEqual([]);
    await books.expectMovedTogether();

    const summary = await postPayroll(db, finance, PERIOD);
    expect(summary.alreadyPosted).toBe(false);
    expect(summary.instalments.count).toBeGreaterThan(0);
    expect((await linesOfEvent(db, `payroll:${PERIOD}`))[0]).toBe(
      `1202 D ${summary.instalments.amount + summary.contributions.amount}`,
    );
    await books.expectMovedTogether();
  }, 120_000);
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import type { Database, Tx } from '../../db/client';
import { journalEntries, ledgerPeriods } from '../../db/schema';
import { closeLedgerMonth } from './ledger-periods.service';

// Two transactions open at once: PGlite runs one at a time (docs/testing.md trap 1), so PostgreSQL only.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) {
  console.info('ledger-close-stamp.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');
}

type Headers = Record<string, string>;

/**
 * The month's close as the books record it must come after every entry it let in: an auditor reading
 * ledger_periods.closed_at and journal_entries.posted_at must never find an entry posted into the month after it
 * was closed. The HTTP race in ledger.race.test.ts sees this only when the scheduler happens to pause the close
 * between its BEGIN and its lock; here the pause is made on purpose.
 */
describe.runIf(onPostgres)('the close of a month and the entries it let in, on PostgreSQL', () => {
  let t: TestApp;
  let maker: Headers;
  let checker: Headers;
  let closerId: number;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
    maker = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    checker = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    closerId = (await createStaff(t.app.db, { role: 'FINANCE' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, headers: Headers, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/ledger${url}`, headers, payload });

  /**
   * t.app.db whose transactions, once begun, wait for `release` before running their work: a close whose
   * request is paused (a busy event loop, a GC pause) after BEGIN and before its first statement.
   */
  function pausedAfterBegin() {
    let began!: () => void;
    let release!: () => void;
    const begun = new Promise<void>((resolve) => {
      began = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const db = {
      transaction: <T>(work: (tx: Tx) => Promise<T>) =>
        t.app.db.transaction(async (tx) => {
          began();
          await released;
          return work(tx);
        }),
    } as unknown as Database;
    return { db, begun, release };
  }

  it('stamps closed_at after the posting of every entry the close let into the month', async () => {
    const made = await post('/journals', maker, {
      date: '2025-09-10',
      description: 'Biaya listrik September',
      lines: [
        { account: '5201', debit: 45_000, credit: 0 },
        { account: '1102', debit: 0, credit: 45_000 },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;

    const paused = pausedAfterBegin();
    const closing = closeLedgerMonth(paused.db, { id: closerId }, '2025-09');
    await paused.begun;
    // The close has begun but not taken the month's lock: the approval is not refused, and is posted.
    const approved = await post(`/journals/${id}/approve`, checker);
    expect(approved.statusCode, approved.body).toBe(200);
    paused.release();
    const closed = await closing;
    expect(closed.month).toBe('2025-09');

    const [entry] = await t.app.db.select().from(journalEntries).where(eq(journalEntries.id, id));
    const [period] = await t.app.db.select().from(ledgerPeriods).where(eq(ledgerPeriods.month, '2025-09'));
    expect(entry?.status).toBe('POSTED');
    expect(entry!.postedAt!.getTime()).toBeLessThanOrEqual(period!.closedAt.getTime());
    expect(new Date(closed.closedAt).getTime()).toBe(period!.closedAt.getTime());
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchBooks } from '../../../test/books';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { postTwoPastPeriods } from '../../../test/employer-transfer-fixtures';
import { createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { journalEntries } from '../../db/schema';

// PGlite runs one transaction at a time and would hide the race (docs/testing.md trap 1).
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) {
  console.info('employer-transfers.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');
}

const CONCURRENT = 30;

describe.runIf(onPostgres)('employer transfers recorded at once, on PostgreSQL', () => {
  let t: TestApp;
  let finance: Record<string, string>;
  let periods: Awaited<ReturnType<typeof postTwoPastPeriods>>;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true });
    finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    periods = await postTwoPastPeriods(t.app, finance);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (period: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/payroll/${period}/transfers`,
        headers: finance,
      })
    ).json().data as { deducted: number; received: number; outstanding: number; transfers: { id: number }[] };

  /** Sends every body at once and answers the statuses and messages, in the order sent. */
  const recordAll = (period: string, bodies: object[]) =>
    Promise.all(
      bodies.map(async (payload) => {
        const reply = await t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/payroll/${period}/transfers`,
          headers: finance,
          payload,
        });
        return { status: reply.statusCode, message: reply.json().message as string };
      }),
    );

  const entriesOf = async (ids: number[]) =>
    t.app.db.$count(
      journalEntries,
      sql`${journalEntries.eventKey} in (${sql.join(
        ids.map((id) => sql`${`employer-transfer:${id}`}`),
        sql`, `,
      )})`,
    );

  it('records the same transfer sent 30 times exactly once', async () => {
    const { older } = periods;
    const books = await watchBooks(t.app.db);
    const body = { amount: 50_000, receivedOn: periods.dayAfter(older), reference: 'SAME-REF' };
    const replies = await recordAll(
      older.period,
      Array.from({ length: CONCURRENT }, () => body),
    );

    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(refused.every((reply) => reply.status === 409)).toBe(true);
    expect(new Set(refused.map((reply) => reply.message))).toEqual(
      new Set(['Transfer dengan referensi ini sudah dicatat']),
    );
    const state = await read(older.period);
    expect(state.received).toBe(50_000);
    expect(state.transfers).toHaveLength(1);
    expect(await entriesOf(state.transfers.map((transfer) => transfer.id))).toBe(1);
    await books.expectMovedTogether();
  });

  it('lets through exactly the transfers that fit the deducted total, of 30 that together exceed it', async () => {
    const { newer } = periods;
    const books = await watchBooks(t.app.db);
    const { deducted } = await read(newer.period);
    // Seven of these fit (7 × amount ≤ deducted < 8 × amount); thirty sent at once.
    const amount = Math.floor(deducted / 7);
    expect(8 * amount).toBeGreaterThan(deducted);
    const bodies = Array.from({ length: CONCURRENT }, (_, index) => ({
      amount,
      receivedOn: periods.dayAfter(newer, 1 + (index % 3)),
      reference: `RACE-${index}`,
    }));
    const replies = await recordAll(newer.period, bodies);

    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(7);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(refused.every((reply) => reply.status === 409)).toBe(true);
    expect(refused.every((reply) => reply.message.startsWith('Jumlah transfer melebihi sisa potongan'))).toBe(
      true,
    );
    const state = await read(newer.period);
    expect(state).toMatchObject({ received: 7 * amount, outstanding: deducted - 7 * amount });
    // The books hold exactly the transfers that landed: each one's credit on 1202, nothing of the refused.
    const { rows } = await t.app.db.execute<{ transfers: string; credits: string }>(sql`
      select (select sum(amount) from employer_transfers)::text as transfers,
             (select sum(l.credit) from journal_lines l join journal_entries e on e.id = l.entry_id
              where e.source = 'employer-transfer' and l.account_code = '1202')::text as credits`);
    expect(Number(rows[0]?.transfers)).toBe(50_000 + 7 * amount);
    expect(Number(rows[0]?.credits)).toBe(50_000 + 7 * amount);
    expect(await entriesOf(state.transfers.map((transfer) => transfer.id))).toBe(7);
    await books.expectMovedTogether();
  });
});

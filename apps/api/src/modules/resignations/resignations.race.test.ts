import { RESIGNATION_MESSAGES } from '@kopkar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOfEvent, watchBooks } from '../../../test/books';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { createLeaver } from '../../../test/resignation-fixtures';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { resignations, savingsLedger, savingsWithdrawals, settlements } from '../../db/schema';

// PGlite runs one transaction at a time and would pass broken code (docs/testing.md#traps-on-these-machines): races run on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('resignations.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

describe.runIf(onPostgres)('resignation races on PostgreSQL', () => {
  let t: TestApp;
  let finance: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
    finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  async function quoteOf(headers: Record<string, string>) {
    const reply = await t.app.inject({ method: 'GET', url: '/api/v1/Keluar', headers });
    return reply.json().data.quote;
  }

  it('opens one request when the same one arrives 30 times at once', async () => {
    const { member } = await createLeaver(t.app.db, {}, { loan: true });
    const headers = await memberHeaders(t.app, member.nik);
    const quote = await quoteOf(headers);
    const payload = { quotedPayout: quote.payout, quotedShortfall: quote.shortfall, confirm: true };
    const results = await Promise.all(
      Array.from({ length: 30 }, () => post('/api/v1/Keluar', headers, payload)),
    );
    expect(results.map((reply) => reply.statusCode).sort()).toEqual([200, ...Array(29).fill(409)]);
    expect(await t.app.db.$count(resignations, eq(resignations.memberId, member.id))).toBe(1);
  });

  it('never lets a sukarela withdrawal and a resignation request both in when they arrive together (ADR 0017)', async () => {
    for (let round = 0; round < 5; round++) {
      const { member } = await createLeaver(t.app.db);
      const headers = await memberHeaders(t.app, member.nik);
      const quote = await quoteOf(headers);
      const asking = post('/api/v1/Keluar', headers, {
        quotedPayout: quote.payout,
        quotedShortfall: quote.shortfall,
        confirm: true,
      });
      const withdrawing = Array.from({ length: 5 }, () =>
        post(
          '/api/v1/Simpanan/Sukarela/Tarik',
          { ...headers, 'idempotency-key': crypto.randomUUID() },
          {
            NIK: member.nik,
            Jumlah: 500_000,
          },
        ),
      );
      const [asked, ...withdrawals] = await Promise.all([asking, ...withdrawing]);
      const withdrawn = withdrawals.filter((reply) => reply.statusCode === 200).length;
      const opened = await t.app.db.$count(savingsWithdrawals, eq(savingsWithdrawals.memberId, member.id));
      expect(opened).toBe(withdrawn);
      // Either the request got in first (every withdrawal refused) or a withdrawal did (the request refused).
      if (asked.statusCode === 200) {
        expect(withdrawn).toBe(0);
      } else {
        expect(asked.json().message).toBe(RESIGNATION_MESSAGES.SAVINGS_REQUEST_OPEN);
        expect(withdrawn).toBeGreaterThan(0);
      }
    }
  });

  it('settles and pays out once when FINANCE approves twice at once', async () => {
    const { member, loan } = await createLeaver(t.app.db, {}, { loan: true });
    const headers = await memberHeaders(t.app, member.nik);
    const quote = await quoteOf(headers);
    const asked = await post('/api/v1/Keluar', headers, {
      quotedPayout: quote.payout,
      quotedShortfall: quote.shortfall,
      confirm: true,
    });
    const id = asked.json().data.id;
    const books = await watchBooks(t.app.db);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(`/api/v1/admin/resignations/${id}/approve`, finance)),
    );
    expect(results.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const [loanQuote] = quote.loans;
    expect(await linesOfEvent(t.app.db, `resignation:${id}`)).toEqual([
      '3101 D 100000',
      '3102 D 3000000',
      '2101 D 4000000',
      `1201 K ${loanQuote.principal}`,
      `4101 K ${loanQuote.interest}`,
      `1102 K ${quote.payout}`,
    ]);
    await books.expectMovedTogether();
    expect(await t.app.db.$count(settlements, eq(settlements.agreementId, loan!.agreement.id))).toBe(1);
    const refunds = await t.app.db.$count(
      savingsLedger,
      and(eq(savingsLedger.memberId, member.id), eq(savingsLedger.ref, `resignation:${id}`)),
    );
    expect(refunds).toBe(2);
  });
});

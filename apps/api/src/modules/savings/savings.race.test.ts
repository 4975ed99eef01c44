import { lastClosedFiscalYear, todayInJakarta } from '@kopkar/domain';
import { and, asc, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOfEvent, watchBooks } from '../../../test/books';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createContribution,
  createFundedLoan,
  createMember,
  createProduct,
  createStaff,
} from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { jpegWithGps, toDataUrl } from '../../../test/upload-fixtures';
import { auditLog, savingsLedger, savingsWithdrawals, shuShares } from '../../db/schema';

// PGlite runs one transaction at a time and would pass broken code (docs/testing.md trap 1): races run on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('savings.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

describe.runIf(onPostgres)('savings and SHU races on PostgreSQL', () => {
  let t: TestApp;
  let finance: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
    finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  /** A member with a confirmed sukarela deposit of `amount`. */
  async function saverWith(amount: number) {
    const member = await createMember(t.app.db, {
      payrollAccountNo: '9988776655',
      contributionBalance: 1_000_000,
    });
    const headers = await memberHeaders(t.app, member.nik);
    const proof = toDataUrl(await jpegWithGps(200, 150), 'image/jpeg');
    const sent = await post('/api/v1/Simpanan/Sukarela/Setor', headers, {
      NIK: member.nik,
      Jumlah: amount,
      TanggalTransfer: todayInJakarta(),
      BuktiTransfer: proof,
    });
    const id = sent.json().data.setoran.id;
    expect((await post(`/api/v1/admin/savings/deposits/${id}/confirm`, finance)).statusCode).toBe(200);
    return { member, headers };
  }

  const sukarelaSum = async (memberId: number) => {
    const [row] = await t.app.db
      .select({ total: sum(savingsLedger.delta) })
      .from(savingsLedger)
      .where(and(eq(savingsLedger.memberId, memberId), eq(savingsLedger.kind, 'SUKARELA')));
    return Number(row?.total ?? 0);
  };

  /** Every row's balance_after is the running sum of the deltas before it, seq 1, 2, 3… without gaps. */
  const expectConsistentChain = async (memberId: number) => {
    const rows = await t.app.db
      .select()
      .from(savingsLedger)
      .where(and(eq(savingsLedger.memberId, memberId), eq(savingsLedger.kind, 'SUKARELA')))
      .orderBy(asc(savingsLedger.seq));
    let running = 0;
    rows.forEach((row, index) => {
      running += row.delta;
      expect([row.seq, row.balanceAfter]).toEqual([index + 1, running]);
      expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
    });
  };

  it('lets exactly three of twenty concurrent withdrawals through when the balance covers three', async () => {
    const { member, headers } = await saverWith(350_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/api/v1/Simpanan/Sukarela/Tarik', headers, { NIK: member.nik, Jumlah: 100_000 }),
      ),
    );
    const codes = results.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    const accepted = results
      .filter((response) => response.statusCode === 200)
      .map((r) => r.json().data.penarikan.id);

    // FINANCE approves and pays all three while pressing each button twice at once: each is booked once.
    const books = await watchBooks(t.app.db);
    await Promise.all(
      accepted.flatMap((id) =>
        [1, 2].map(() => post(`/api/v1/admin/savings/withdrawals/${id}/approve`, finance)),
      ),
    );
    const paid = await Promise.all(
      accepted.flatMap((id) =>
        [1, 2].map(() => post(`/api/v1/admin/savings/withdrawals/${id}/pay`, finance)),
      ),
    );
    expect(paid.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(await sukarelaSum(member.id)).toBe(50_000);
    for (const id of accepted) {
      expect(await linesOfEvent(t.app.db, `withdrawal:${id}`)).toEqual(['2101 D 100000', '1102 K 100000']);
    }
    await books.expectMovedTogether();
    await expectConsistentChain(member.id);
  });

  it('answers ten concurrent requests with one Idempotency-Key with one withdrawal', async () => {
    const { member, headers } = await saverWith(500_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/Simpanan/Sukarela/Tarik',
          headers: { ...headers, 'idempotency-key': 'tarik-sekali-saja' },
          payload: { NIK: member.nik, Jumlah: 200_000 },
        }),
      ),
    );
    expect(new Set(results.map((response) => response.json().data.penarikan.id)).size).toBe(1);
    expect(await t.app.db.$count(savingsWithdrawals, eq(savingsWithdrawals.memberId, member.id))).toBe(1);
  });

  it('posts a year’s SHU once when ADMIN presses post ten times at once, while withdrawals are paid', async () => {
    // The latest closed year (SHU waits for the year's end); the savers' bases are booked inside it.
    const year = lastClosedFiscalYear(todayInJakarta());
    const productId = (await createProduct(t.app.db)).id;
    const savers = [];
    for (let i = 0; i < 4; i += 1) savers.push(await saverWith(300_000));
    for (const { member } of savers) {
      await createContribution(t.app.db, member.id, 500_000, `${year}-06-25`);
      await createFundedLoan(t.app.db, member, productId, {
        amount: 3_000_000,
        tenorMonths: 6,
        ratePercent: 12,
        fundingDate: `${year}-01-10`,
        paidRows: 3,
      });
    }
    const withdrawals = [];
    for (const { member, headers } of savers) {
      const sent = await post('/api/v1/Simpanan/Sukarela/Tarik', headers, {
        NIK: member.nik,
        Jumlah: 100_000,
      });
      const id = sent.json().data.penarikan.id;
      await post(`/api/v1/admin/savings/withdrawals/${id}/approve`, finance);
      withdrawals.push(id);
    }
    const pool = 1_000_003;
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/shu/${year}`,
      headers: admin,
      payload: { pool, jasaModalPercent: 35.5, ratDate: todayInJakarta() },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const books = await watchBooks(t.app.db);
    const [postings, payments] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => post(`/api/v1/admin/shu/${year}/post`, admin))),
      Promise.all(withdrawals.map((id) => post(`/api/v1/admin/savings/withdrawals/${id}/pay`, finance))),
    ]);
    expect(postings.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(postings.filter((response) => response.json().data.alreadyPosted === false)).toHaveLength(1);
    expect(payments.map((response) => response.statusCode)).toEqual(Array(4).fill(200));

    const memberCount = postings[0]?.json().data.memberCount;
    expect(await t.app.db.$count(shuShares, eq(shuShares.year, year))).toBe(memberCount);
    const [credited] = await t.app.db
      .select({ total: sum(savingsLedger.delta) })
      .from(savingsLedger)
      .where(and(eq(savingsLedger.reason, 'SHU'), eq(savingsLedger.ref, `shu:${year}`)));
    expect(Number(credited?.total)).toBe(pool);
    // One pair of entries for the year, however many times it was posted.
    expect(await linesOfEvent(t.app.db, `shu:${year}`)).toEqual(['3301 D 1000003', '2103 K 1000003']);
    expect(await linesOfEvent(t.app.db, `shu-credit:${year}`)).toEqual(['2103 D 1000003', '2101 K 1000003']);
    for (const id of withdrawals) {
      expect(await linesOfEvent(t.app.db, `withdrawal:${id}`)).toEqual(['2101 D 100000', '1102 K 100000']);
    }
    await books.expectMovedTogether();
    expect(
      await t.app.db.$count(
        auditLog,
        and(eq(auditLog.action, 'post-shu'), eq(auditLog.entityId, String(year))),
      ),
    ).toBe(1);
    for (const { member } of savers) await expectConsistentChain(member.id);
  });
});

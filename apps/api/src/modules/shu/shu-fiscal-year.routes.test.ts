import { addDays, lastClosedFiscalYear, todayInJakarta } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createContribution,
  createFundedLoan,
  createMember,
  createProduct,
  createStaff,
} from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { savingsLedger, shuShares, shuYears } from '../../db/schema';

/**
 * SHU for the current year could be decided and posted before the year closed, with a RAT in the
 * future. A year's SHU waits for 1 January of the next (Jakarta), and its RAT must have been held, after the year.
 */
let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
const today = todayInJakarta();
const closed = lastClosedFiscalYear(today);
const open = closed + 1;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  const account = await createStaff(t.app.db, { role: 'ADMIN' });
  adminId = account.id;
  admin = await signInStaff(t.app, account.username);
  // Bases in both the open and the closed year, so only the calendar can stop a posting.
  const productId = (await createProduct(t.app.db)).id;
  for (const year of [closed, open]) {
    const member = await createMember(t.app.db);
    await createContribution(t.app.db, member.id, 1_000_000, `${year}-01-25`);
    await createFundedLoan(t.app.db, member, productId, {
      amount: 3_000_000,
      tenorMonths: 6,
      ratePercent: 12,
      fundingDate: `${year}-01-02`,
      paidRows: 1,
    });
  }
});
afterAll(async () => {
  await t?.close();
});

const decide = (year: number, ratDate: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/shu/${year}`,
    headers: admin,
    payload: { pool: 1_000_000, jasaModalPercent: 40, ratDate },
  });
const post = (year: number) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/shu/${year}/post`, headers: admin });
const creditedFor = (year: number) => t.app.db.$count(savingsLedger, eq(savingsLedger.ref, `shu:${year}`));

describe('SHU only for a closed fiscal year, decided by a RAT already held', () => {
  it('refuses to decide the current year, whatever the RAT date', async () => {
    const held = await decide(open, today);
    expect(held.statusCode, held.body).toBe(422);
    expect(held.json().message).toBe(
      `Tahun buku ${open} belum ditutup. SHU ${open} baru dapat diputuskan dan diposting mulai 01-01-${open + 1}.`,
    );
    expect(held.json().data.errors.map((error: { path: string }) => error.path)).toEqual(['year', 'ratDate']);
    // The case: this year, and a RAT later this year (the schema's field check answers first).
    const future = await decide(open, `${open}-12-20`);
    expect(future.statusCode, future.body).toBe(422);
    expect(future.json().data.errors).toEqual([
      { path: 'ratDate', message: 'Tanggal RAT tidak boleh setelah hari ini' },
    ]);
    expect(await t.app.db.$count(shuYears, eq(shuYears.year, open))).toBe(0);
  });

  it('refuses a RAT date after today, or before the year closed, for a closed year', async () => {
    const tomorrow = await decide(closed, addDays(today, 1));
    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.json().data.errors).toEqual([
      { path: 'ratDate', message: 'Tanggal RAT tidak boleh setelah hari ini' },
    ]);
    const early = await decide(closed, `${closed}-12-20`);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(
      `Tanggal RAT untuk SHU ${closed} paling awal 01-01-${open}, setelah tahun buku ${closed} ditutup`,
    );
    expect(await t.app.db.$count(shuYears, eq(shuYears.year, closed))).toBe(0);
  });

  it('refuses to post a decision stored for an open year or a RAT not yet held, and credits nothing', async () => {
    // As the decisions entered before this rule could be.
    await t.app.db.insert(shuYears).values([
      {
        year: open,
        pool: 1_000_000,
        jasaModalPercent: '40',
        ratDate: `${open}-12-20`,
        enteredByStaffId: adminId,
      },
      {
        year: closed,
        pool: 1_000_000,
        jasaModalPercent: '40',
        ratDate: addDays(today, 30),
        enteredByStaffId: adminId,
      },
    ]);
    const openPost = await post(open);
    expect(openPost.statusCode, openPost.body).toBe(422);
    expect(openPost.json().message).toContain(`Tahun buku ${open} belum ditutup`);
    const notHeld = await post(closed);
    expect(notHeld.statusCode, notHeld.body).toBe(422);
    expect(notHeld.json().message).toBe('Tanggal RAT tidak boleh setelah hari ini');
    expect(await t.app.db.$count(shuShares)).toBe(0);
    expect(await creditedFor(open)).toBe(0);
    expect(await creditedFor(closed)).toBe(0);
  });

  it('decides and posts the closed year once its RAT has been held', async () => {
    const saved = await decide(closed, today);
    expect(saved.statusCode, saved.body).toBe(200);
    const posted = await post(closed);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().data.totalShares).toBe(1_000_000);
    expect(await creditedFor(closed)).toBeGreaterThan(0);
  });
});

import { salaryDeductionSchema } from '@kopkar/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { instalments, settings, sukarelaPlans } from '../../db/schema';

let t: TestApp;
let finance: Record<string, string>;
let borrower: { nik: string; headers: Record<string, string>; agreementNo: string; amounts: number[] };
let saver: { nik: string; headers: Record<string, string> };

/** Pins today (Jakarta noon of `day`). */
const pinToday = (day: string) => vi.setSystemTime(new Date(`${day}T05:00:00Z`));

/**
 * Today 10-07-2026, cut-off the 25th: the coming period is 2026-07. A borrower (grade III, wajib 100.000) whose
 * 6-month loan funded 10-01-2026 has rows 4-6 unpaid (due 25-05, 25-06, 25-07: two in arrears, one due in July); a
 * saver (grade II, 75.000) without a loan, saving Rp 200.000 a month by salary since June.
 */
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-10T05:00:00Z') });
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  const productId = (await createProduct(t.app.db)).id;
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  await t.app.db.insert(settings).values([
    { key: 'contribution.amountByGrade', value: { II: 75_000, III: 100_000 } },
    { key: 'payroll.cutOffDay', value: 25 },
  ]);
  const a = await createMember(t.app.db, { jobGrade: 'III' });
  const loan = { amount: 3_000_000, tenorMonths: 6, ratePercent: 12, fundingDate: '2026-01-10', paidRows: 3 };
  const { agreement } = await createFundedLoan(t.app.db, a, productId, loan);
  const unpaid = await t.app.db
    .select({ amount: instalments.instalment })
    .from(instalments)
    .where(and(eq(instalments.agreementId, agreement.id), isNull(instalments.paidDate)))
    .orderBy(asc(instalments.seq));
  borrower = {
    nik: a.nik,
    headers: await memberHeaders(t.app, a.nik),
    agreementNo: agreement.agreementNo,
    amounts: unpaid.map((row) => Number(row.amount)),
  };
  const b = await createMember(t.app.db, { jobGrade: 'II' });
  await t.app.db
    .insert(sukarelaPlans)
    .values({ memberId: b.id, amount: 200_000, effectivePeriod: '2026-06', createdByMemberId: b.id });
  saver = { nik: b.nik, headers: await memberHeaders(t.app, b.nik) };
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

const get = (nik: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1/PotonganGaji/${nik}`, headers });
const read = async (nik: string, headers: Record<string, string>) => {
  const response = await get(nik, headers);
  expect(response.statusCode, response.body).toBe(200);
  return salaryDeductionSchema.parse(response.json().data);
};

describe('the member’s salary deduction', () => {
  it('shows the coming period’s wajib, arrears and instalment with the total', async () => {
    const [row4 = 0, row5 = 0, row6 = 0] = borrower.amounts;
    const no = borrower.agreementNo;
    expect(await read(borrower.nik, borrower.headers)).toEqual({
      period: '2026-07',
      cutoffDate: '2026-07-25',
      payday: '2026-07-25',
      lines: [
        { key: 'WAJIB', kind: 'WAJIB', description: 'Simpanan wajib periode 2026-07', amount: 100_000 },
        {
          key: `TUNGGAKAN:${no}:4`,
          kind: 'TUNGGAKAN',
          description: `Tunggakan angsuran ke-4 ${no} (jatuh tempo 2026-05-25)`,
          amount: row4,
        },
        {
          key: `TUNGGAKAN:${no}:5`,
          kind: 'TUNGGAKAN',
          description: `Tunggakan angsuran ke-5 ${no} (jatuh tempo 2026-06-25)`,
          amount: row5,
        },
        {
          key: `ANGSURAN:${no}:6`,
          kind: 'ANGSURAN',
          description: `Angsuran pinjaman ke-6 ${no} (jatuh tempo 2026-07-25)`,
          amount: row6,
        },
      ],
      total: 100_000 + row4 + row5 + row6,
      previous: [],
      questions: [],
    });
  });

  it('lists the monthly sukarela of the plan in force', async () => {
    const deduction = await read(saver.nik, saver.headers);
    expect(deduction.lines).toEqual([
      { key: 'WAJIB', kind: 'WAJIB', description: 'Simpanan wajib periode 2026-07', amount: 75_000 },
      {
        key: 'SUKARELA',
        kind: 'SUKARELA',
        description: 'Simpanan sukarela bulanan periode 2026-07',
        amount: 200_000,
      },
    ]);
    expect(deduction.total).toBe(275_000);
  });

  it('shows a posted period in previous with what it deducted, and the next period as coming', async () => {
    pinToday('2026-07-26');
    // Tokens of 16 days ago have expired: everyone signs in again.
    finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    borrower.headers = await memberHeaders(t.app, borrower.nik);
    saver.headers = await memberHeaders(t.app, saver.nik);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/payroll/post',
      payload: { period: '2026-07' },
      headers: finance,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const [row4 = 0, row5 = 0, row6 = 0] = borrower.amounts;
    const deduction = await read(borrower.nik, borrower.headers);
    expect(deduction).toMatchObject({ period: '2026-08', cutoffDate: '2026-08-25', payday: '2026-08-25' });
    // The loan is paid off: only wajib is left to deduct.
    expect(deduction.lines.map((line) => line.kind)).toEqual(['WAJIB']);
    expect(deduction.previous).toEqual([
      {
        period: '2026-07',
        cutoffDate: '2026-07-25',
        lines: [
          { key: 'WAJIB', kind: 'WAJIB', description: 'Simpanan wajib periode 2026-07', amount: 100_000 },
          expect.objectContaining({ kind: 'TUNGGAKAN', amount: row4 }),
          expect.objectContaining({ kind: 'TUNGGAKAN', amount: row5 }),
          expect.objectContaining({ kind: 'ANGSURAN', amount: row6 }),
        ],
        total: 100_000 + row4 + row5 + row6,
        // Posted without HR's file: no frozen instruction to compare with.
        instructed: null,
      },
    ]);
    // Posted without HR's file, sukarela by salary is not credited: not listed as deducted.
    expect((await read(saver.nik, saver.headers)).previous).toEqual([
      {
        period: '2026-07',
        cutoffDate: '2026-07-25',
        lines: [
          { key: 'WAJIB', kind: 'WAJIB', description: 'Simpanan wajib periode 2026-07', amount: 75_000 },
        ],
        total: 75_000,
        instructed: null,
      },
    ]);
  });

  it('refuses another member’s NIK, a staff token and a malformed NIK', async () => {
    const other = await get(saver.nik, borrower.headers);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Simpanan/${saver.nik}`,
      headers: borrower.headers,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(own.json());
    expect((await get(borrower.nik, finance)).statusCode).toBe(403);
    expect((await get('12ab', borrower.headers)).statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/PotonganGaji/${borrower.nik}` })).statusCode,
    ).toBe(401);
  });
});

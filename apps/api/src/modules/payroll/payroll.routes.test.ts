import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOfEvent, watchBooks } from '../../../test/books';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import {
  agreements,
  contributions,
  instalments,
  notifications,
  pointsLedger,
  settings,
} from '../../db/schema';

let t: TestApp;
let productId: number;
let finance: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  await t.app.db.insert(settings).values([
    { key: 'contribution.amountByGrade', value: { II: 75_000, III: 100_000 } },
    { key: 'points.perOnTimeInstalment', value: 10 },
    { key: 'payroll.cutOffDay', value: 25 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, headers = finance) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/**
 * Two members with 6-month loans funded 10-01-2026 (rows due 25-02 … 25-07-2026). Posting 2026-07 pays all
 * six rows of A (A finishes) and B's rows unless B is on the failed list.
 */
async function twoBorrowers() {
  const a = await createMember(t.app.db, { jobGrade: 'III' });
  const b = await createMember(t.app.db, { jobGrade: 'II' });
  const loan = { amount: 3_000_000, tenorMonths: 6, ratePercent: 12, fundingDate: '2026-01-10' };
  const loanA = await createFundedLoan(t.app.db, a, productId, { ...loan, paidRows: 5 });
  const loanB = await createFundedLoan(t.app.db, b, productId, { ...loan, paidRows: 0 });
  return { a, b, loanA, loanB };
}

describe('payroll posting', () => {
  it('previews, posts once, and a second posting of the period changes nothing', async () => {
    const { a, b, loanA, loanB } = await twoBorrowers();
    const period = '2026-07';
    const preview = (
      await post('/api/v1/admin/payroll/preview', { period, failedCsv: `nik\n${b.nik}\n` })
    ).json().data;
    // A's last row is due 25-07 and paid on time; B is skipped
    expect(preview).toMatchObject({ cutOffDate: '2026-07-25', alreadyPosted: false, skippedNiks: [b.nik] });
    expect(preview.finishingLoans).toContain(loanA.agreement.agreementNo);
    expect(preview.finishingLoans).not.toContain(loanB.agreement.agreementNo);

    const books = await watchBooks(t.app.db);
    const first = await post('/api/v1/admin/payroll/post', { period, failedCsv: `nik\n${b.nik}\n` });
    expect(first.json()).toMatchObject({
      message: 'Payroll berhasil diposting',
      data: { alreadyPosted: false },
    });
    // One entry for the period at its cut-off: the employer owes everything deducted.
    const { instalments: paid, contributions: booked } = first.json().data;
    const payrollLines = await linesOfEvent(t.app.db, `payroll:${period}`);
    expect(payrollLines[0]).toBe(`1202 D ${paid.amount + booked.amount}`);
    expect(payrollLines).toContain(`3102 K ${booked.amount}`);
    await books.expectMovedTogether();
    const [finished] = await t.app.db.select().from(agreements).where(eq(agreements.id, loanA.agreement.id));
    expect(finished?.status).toBe('FIN');
    const rowsB = await t.app.db
      .select()
      .from(instalments)
      .where(eq(instalments.agreementId, loanB.agreement.id));
    expect(rowsB.every((row) => row.paidDate === null)).toBe(true);
    const contributionA = await t.app.db.select().from(contributions).where(eq(contributions.memberId, a.id));
    expect(contributionA.map((row) => row.amount)).toEqual([100_000]);
    expect(await t.app.db.$count(contributions, eq(contributions.memberId, b.id))).toBe(0);
    const pointsA = await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.memberId, a.id));
    expect(pointsA.map((row) => row.delta)).toEqual([10]);
    const notesA = await t.app.db.select().from(notifications).where(eq(notifications.memberId, a.id));
    expect(notesA.map((note) => note.logHeader)).toEqual(['FIN']);

    const second = await post('/api/v1/admin/payroll/post', { period });
    expect(second.json()).toMatchObject({
      message: 'Periode ini sudah diposting sebelumnya',
      data: { alreadyPosted: true },
    });
    expect(await t.app.db.$count(contributions, eq(contributions.memberId, a.id))).toBe(1);
    expect(await t.app.db.$count(contributions, eq(contributions.memberId, b.id))).toBe(0);
    expect(await linesOfEvent(t.app.db, `payroll:${period}`)).toEqual(payrollLines);

    const report = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/payroll/${period}/report.csv`,
      headers: finance,
    });
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.body.split('\n')[0]).toBe('nik,nama,jenis,referensi,jumlah');
    expect(report.body).toContain(`${a.nik},`);
    expect(report.body).not.toContain(`${b.nik},`);
  });

  it('shows the member the new PAID rows and the points after posting', async () => {
    const member = await createMember(t.app.db, { jobGrade: 'III' });
    const { agreement } = await createFundedLoan(t.app.db, member, productId, {
      amount: 6_000_000,
      tenorMonths: 12,
      ratePercent: 12,
      fundingDate: '2026-08-10',
      paidRows: 0,
    });
    await post('/api/v1/admin/payroll/post', { period: '2026-09' });
    const headers = await memberHeaders(t.app, member.nik);
    const report = (
      await t.app.inject({ method: 'GET', url: `/api/v1/ListAmortisasi/${agreement.agreementNo}`, headers })
    ).json().data;
    expect(report.list[0]).toMatchObject({ Status: 'PAID', PaidDate: '2026-09-25' });
    expect(report.list[1].Status).toBe('UNPAID');
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers })).json().data;
    expect(me).toMatchObject({ poin: 10, saldoiuranwajib: 100_000 });
  });

  it('refuses other roles, members and malformed periods', async () => {
    const hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
    expect((await post('/api/v1/admin/payroll/post', { period: '2026-10' }, hc)).statusCode).toBe(403);
    const member = await createMember(t.app.db);
    expect(
      (
        await post(
          '/api/v1/admin/payroll/post',
          { period: '2026-10' },
          await memberHeaders(t.app, member.nik),
        )
      ).statusCode,
    ).toBe(403);
    expect((await post('/api/v1/admin/payroll/post', { period: '2026-13' })).statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/admin/payroll/2031-01/report.csv',
          headers: finance,
        })
      ).statusCode,
    ).toBe(404);
  });
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct, createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { agreements, instalments, settings } from '../../db/schema';

let t: TestApp;
let finance: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  await t.app.db.insert(settings).values([
    { key: 'contribution.amountByGrade', value: { III: 100_000 } },
    { key: 'payroll.cutOffDay', value: 25 },
    { key: 'payroll.catchUpRule', value: 'SATU_PER_PERIODE' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const admin = (path: string) => `/api/v1/admin/payroll/${path}`;
/** POST /admin/payroll/preview or /post for `period`, expecting 200; the reply's data. */
const payroll = async (action: 'preview' | 'post', period: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: admin(action),
    headers: finance,
    payload: { period },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { finishingLoans: string[] };
};
const instructionKinds = async (period: string, nik: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: admin(`${period}/instruction.csv`),
    headers: finance,
  });
  expect(response.statusCode, response.body).toBe(200);
  // kind and instalment number of each of the member's lines: "company","nik","name","account","KIND",…,no,…
  return response.body
    .split('\n')
    .filter((line) => line.includes(`,"${nik}",`))
    .map((line) => {
      const cells = line.split(',');
      return `${cells[4]?.replaceAll('"', '')}${cells[7] ? ` ${cells[7]}` : ''}`;
    });
};

it('with the catch-up rule SATU_PER_PERIODE, deducts one arrear per loan and period, the oldest, until none is left', async () => {
  // A 6-month loan funded 10-01-2026 with rows 4-6 unpaid (due 25-05, 25-06 and 25-07-2026).
  const member = await createMember(t.app.db, { jobGrade: 'III' });
  const productId = (await createProduct(t.app.db)).id;
  const loan = { amount: 3_000_000, tenorMonths: 6, ratePercent: 12, fundingDate: '2026-01-10', paidRows: 3 };
  const { agreement } = await createFundedLoan(t.app.db, member, productId, loan);
  const unpaidRows = async () =>
    (
      await t.app.db
        .select({ seq: instalments.seq, paidDate: instalments.paidDate })
        .from(instalments)
        .where(eq(instalments.agreementId, agreement.id))
        .orderBy(asc(instalments.seq))
    )
      .filter((row) => row.paidDate === null)
      .map((row) => row.seq);
  const status = async () =>
    (await t.app.db.select().from(agreements).where(eq(agreements.id, agreement.id)))[0]?.status;

  // July: row 4 (the oldest arrear) and row 6 (due in July); row 5 waits, so the loan does not finish.
  expect(await instructionKinds('2026-07', member.nik)).toEqual([
    'WAJIB',
    'TUNGGAKAN 4',
    'ANGSURAN 6',
    'TOTAL',
  ]);
  expect((await payroll('preview', '2026-07')).finishingLoans).not.toContain(agreement.agreementNo);
  await payroll('post', '2026-07');
  expect(await unpaidRows()).toEqual([5]);
  expect(await status()).toBe('FUN');

  // August: row 5, the last one; the posting finishes the loan.
  expect(await instructionKinds('2026-08', member.nik)).toEqual(['WAJIB', 'TUNGGAKAN 5', 'TOTAL']);
  expect((await payroll('preview', '2026-08')).finishingLoans).toContain(agreement.agreementNo);
  await payroll('post', '2026-08');
  expect(await unpaidRows()).toEqual([]);
  expect(await status()).toBe('FIN');
});

import { addDays, addMonths, todayInJakarta } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { payrollPeriods, settings } from '../src/db/schema';
import { createFundedLoan, createMember, createProduct } from './factories';

type Headers = Record<string, string>;

/** `YYYY-MM` `months` months from today (Asia/Jakarta); negative goes back. */
const monthFromToday = (months: number) => addMonths(todayInJakarta(), months).slice(0, 7);

/**
 * Two past payroll periods with deductions, posted through the API and then dated as if FINANCE had posted each
 * on its cut-off day (the 25th): a transfer of either may be dated from its cut-off to today. One member's loan
 * has a row due in each; their contribution is booked in each too. Returns the periods and their cut-offs.
 */
export async function postTwoPastPeriods(app: FastifyInstance, finance: Headers) {
  await app.db.insert(settings).values([
    { key: 'contribution.amountByGrade', value: { III: 100_000 } },
    { key: 'payroll.cutOffDay', value: 25 },
  ]);
  const productId = (await createProduct(app.db)).id;
  const member = await createMember(app.db, { jobGrade: 'III' });
  const first = monthFromToday(-3);
  const loan = { amount: 6_000_000, tenorMonths: 12, ratePercent: 12, paidRows: 0 };
  await createFundedLoan(app.db, member, productId, { ...loan, fundingDate: `${monthFromToday(-4)}-10` });
  const periods = [first, monthFromToday(-2)].map((period) => ({ period, cutOffDate: `${period}-25` }));
  for (const { period, cutOffDate } of periods) {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/payroll/post',
      headers: finance,
      payload: { period },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await app.db
      .update(payrollPeriods)
      .set({ postedAt: new Date(`${cutOffDate}T10:00:00+07:00`) })
      .where(eq(payrollPeriods.period, period));
  }
  const [older, newer] = periods as [(typeof periods)[0], (typeof periods)[0]];
  return {
    older,
    newer,
    dayAfter: (period: { cutOffDate: string }, days = 1) => addDays(period.cutOffDate, days),
  };
}

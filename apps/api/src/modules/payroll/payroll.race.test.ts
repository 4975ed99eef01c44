import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct, createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { contributions, instalments, settings } from '../../db/schema';

// PGlite runs one transaction at a time and would hide the race (docs/testing.md trap 1).
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('payroll.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

type Summary = {
  instalments: { count: number; amount: number };
  contributions: { count: number; amount: number };
};

describe.runIf(onPostgres)('two payroll periods posted at once, on PostgreSQL', () => {
  let t: TestApp;
  let finance: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true });
    finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    await t.app.db.insert(settings).values([
      { key: 'contribution.amountByGrade', value: { III: 100_000 } },
      { key: 'payroll.cutOffDay', value: 25 },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports in each summary exactly the rows and contributions that posting wrote', async () => {
    const productId = (await createProduct(t.app.db)).id;
    const borrowers = [];
    for (let i = 0; i < 4; i += 1) borrowers.push(await createMember(t.app.db, { jobGrade: 'III' }));
    // Rows due 25-02 … 25-07-2026, the first three paid: May, June and July are open, 12 rows in all.
    const loan = {
      amount: 3_000_000,
      tenorMonths: 6,
      ratePercent: 12,
      fundingDate: '2026-01-10',
      paidRows: 3,
    };
    for (const member of borrowers) await createFundedLoan(t.app.db, member, productId, loan);
    // One member's July contribution is already booked (a re-run after a partial import): not written again.
    await t.app.db
      .insert(contributions)
      .values({ memberId: borrowers[0]!.id, period: '2026-07', amount: 100_000, source: 'PAYROLL' });
    const openBefore = await t.app.db.$count(instalments, isNull(instalments.paidDate));

    const [june, july] = (await Promise.all(
      ['2026-06', '2026-07'].map(async (period) => {
        const reply = await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/payroll/post',
          headers: finance,
          payload: { period },
        });
        expect(reply.statusCode, reply.body).toBe(200);
        return reply.json().data as Summary;
      }),
    )) as [Summary, Summary];

    const paidNow = openBefore - (await t.app.db.$count(instalments, isNull(instalments.paidDate)));
    expect(june.instalments.count + july.instalments.count).toBe(paidNow);
    const { rows } = await t.app.db.execute<{ total: number }>(
      sql`select coalesce(sum(paid_amount), 0)::bigint as total from instalments where paid_by = 'PAYROLL'
          and paid_date in ('2026-06-25', '2026-07-25')`,
    );
    expect(june.instalments.amount + july.instalments.amount).toBe(Number(rows[0]?.total));
    for (const [period, summary] of [
      ['2026-06', june],
      ['2026-07', july],
    ] as const) {
      const written = await t.app.db.$count(
        contributions,
        and(eq(contributions.period, period), sql`${contributions.payrollPeriodId} is not null`),
      );
      expect(summary.contributions.count, period).toBe(written);
    }
  });
});

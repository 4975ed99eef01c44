/**
 * Attack class 9, payroll: FINANCE posts two consecutive periods at once, one on each process (two clerks, or
 * one double click across the balancer). Rows due in the first period are unpaid when both plans are computed,
 * so the question is whether both summaries report them, and whether the reported counts equal the rows written.
 */
import { countOf, literal } from './support/database';
import { describeReply, type Figure } from './support/figures';
import { dataOf, type Reply } from './support/http';
import type { RunContext } from './support/run-context';
import { signInStaff } from './support/sessions';

type Summary = {
  instalments?: { count?: number };
  contributions?: { count?: number };
  alreadyPosted?: boolean;
};

/** The month of the earliest unpaid instalment of a running loan, and the month after it. */
async function choosePeriods(ctx: RunContext): Promise<[string, string]> {
  const [row] = await ctx.sql(`
    select to_char(min(i.due_date), 'YYYY-MM'), to_char(min(i.due_date) + interval '1 month', 'YYYY-MM')
    from instalments i join agreements a on a.id = i.agreement_id
    where i.paid_date is null and a.status = 'FUN'`);
  const [first, second] = row ?? [];
  if (!first || !second) throw new Error('no unpaid instalment to post');
  return [first, second];
}

const paidByPayroll = (ctx: RunContext) =>
  countOf(ctx.sql, `select count(*) from instalments where paid_by = 'PAYROLL'`);

export async function measurePayrollRace(ctx: RunContext): Promise<Figure[]> {
  const periods = await choosePeriods(ctx);
  const token = await signInStaff(ctx.portal.originFor(0), ctx.addresses, 'finance');
  const paidBefore = await paidByPayroll(ctx);
  const replies: Reply[] = await Promise.all(
    periods.map((period, index) =>
      ctx.portal.send(index, '/api/v1/admin/payroll/post', { token, body: { period } }),
    ),
  );
  const paidRows = (await paidByPayroll(ctx)) - paidBefore;
  const insertedContributions = await countOf(
    ctx.sql,
    `select count(*) from contributions c join payroll_periods p on p.id = c.payroll_period_id
     where p.period in (${periods.map(literal).join(', ')})`,
  );
  const summaries = replies.map((reply) => dataOf<Summary | null>(reply) ?? {});
  const reported = (pick: (summary: Summary) => number | undefined) =>
    summaries.map((summary) => pick(summary) ?? 0);
  const instalments = reported((summary) => summary.instalments?.count);
  const contributions = reported((summary) => summary.contributions?.count);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return [
    {
      measure: `POST /admin/payroll/post ${periods[0]} and ${periods[1]} at once`,
      figure: replies.map(describeReply).join(' · '),
    },
    {
      measure: 'instalments: reported (per period) vs rows paid',
      figure: `${instalments.join(' + ')} = ${sum(instalments)} reported, ${paidRows} paid`,
      promise: 'reported = paid (no row in both summaries)',
    },
    {
      measure: 'contributions: reported vs rows inserted',
      figure: `${contributions.join(' + ')} = ${sum(contributions)} reported, ${insertedContributions} inserted`,
      promise: 'reported = inserted',
    },
  ];
}

import { PAYROLL_ACTUAL_EXCEPTIONS_LISTED, type PayrollActualReport } from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { listExceptions, matchFigures, matchStoredRows } from './payroll-actual.repository';
import type { PayrollSummary } from './payroll-scope';

/** The report of `actual_match` (and, before posting, `actual_covered`) with the posting's summary. */
export async function reportOf(
  tx: Tx,
  figures: {
    instructionVersion: number;
    toSukarela: number;
    summary: PayrollSummary;
    alreadyPosted: boolean;
  },
): Promise<PayrollActualReport> {
  const { outcomes, shortfall } = await matchFigures(tx);
  const exceptions = await listExceptions(tx, PAYROLL_ACTUAL_EXCEPTIONS_LISTED);
  const all = [...outcomes.values()];
  return {
    period: figures.summary.period,
    instructionVersion: figures.instructionVersion,
    outcomes: [...outcomes].map(([outcome, figure]) => ({ outcome, ...figure })),
    instructed: all.reduce((sum, figure) => sum + figure.instructed, 0),
    deducted: all.reduce((sum, figure) => sum + figure.deducted, 0),
    shortfall,
    toSukarela: figures.toSukarela,
    unknown: outcomes.get('UNKNOWN')?.deducted ?? 0,
    exceptions: exceptions.rows,
    exceptionCount: exceptions.total,
    summary: { ...figures.summary, alreadyPosted: figures.alreadyPosted },
  };
}

/** What a posted period's actual import recorded (nothing listed when it was posted without HR's file). */
export type StoredActual = { instructionVersion: number; toSukarela: number };

export async function postedReport(tx: Tx, posted: { id: number; summary: unknown }) {
  await matchStoredRows(tx, posted.id);
  const { actual, ...summary } = posted.summary as PayrollSummary & { actual?: StoredActual };
  return reportOf(tx, {
    instructionVersion: actual?.instructionVersion ?? 0,
    toSukarela: actual?.toSukarela ?? 0,
    summary,
    alreadyPosted: true,
  });
}

/** `toSukarela` before posting: what each member's deduction leaves after the items it covers whole. */
export async function remainderBeforePosting(tx: Tx): Promise<number> {
  const { rows } = await tx.execute<{ amount: string }>(sql`
    select coalesce(sum(am.deducted - coalesce(cov.amount, 0)), 0)::bigint as amount
    from actual_match am
    left join (select member_id, sum(amount) as amount from actual_covered group by member_id) cov
      on cov.member_id = am.member_id
    where am.member_id is not null`);
  return Number(rows[0]?.amount ?? 0);
}

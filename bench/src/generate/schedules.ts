/**
 * Amortisation schedules from the domain's own (exact decimal) function. The amounts of a row depend only on
 * amount, rate and tenor, so each distinct loan shape is built once and every agreement of that shape points at
 * it; the instalment rows themselves are then written by one INSERT … SELECT that adds the due dates.
 */
import type { DatabaseModules } from '../support/api-modules';
import type { RowOf } from './sql-session';
import type { SCHEDULE_ROWS } from './tables';

type Domain = DatabaseModules['domain'];
export type ScheduleRow = { principal: number; interest: number; instalment: number; outstanding: number };
export type Schedule = { id: number; rows: ScheduleRow[] };

export type ScheduleCache = {
  get(amount: number, effectiveRate: string, tenorMonths: number): Schedule;
  /** Rows of the schedules built since the last call, for the temporary table. */
  takeNewRows(): RowOf<typeof SCHEDULE_ROWS>[];
  readonly size: number;
};

/** Any date works here: due dates are added per agreement (first deduction date + seq − 1 months). */
const ANY_FIRST_DUE_DATE = '2000-01-25';

export function createScheduleCache(domain: Domain): ScheduleCache {
  const byShape = new Map<string, Schedule>();
  let fresh: Schedule[] = [];
  return {
    get(amount, effectiveRate, tenorMonths) {
      const key = `${amount}|${effectiveRate}|${tenorMonths}`;
      const known = byShape.get(key);
      if (known) return known;
      const rows = domain.buildAmortisationSchedule({
        principal: amount,
        effectiveRatePercent: Number(effectiveRate),
        tenorMonths,
        firstDueDate: ANY_FIRST_DUE_DATE,
      });
      const schedule = { id: byShape.size + 1, rows };
      byShape.set(key, schedule);
      fresh.push(schedule);
      return schedule;
    },
    takeNewRows() {
      const rows = fresh.flatMap((schedule) =>
        schedule.rows.map((row, index) => ({
          schedule_id: schedule.id,
          seq: index + 1,
          principal: row.principal,
          interest: row.interest,
          instalment: row.instalment,
          outstanding: row.outstanding,
        })),
      );
      fresh = [];
      return rows;
    },
    get size() {
      return byShape.size;
    },
  };
}

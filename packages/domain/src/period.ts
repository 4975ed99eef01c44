/**
 * Payroll periods and calendar months written `YYYY-MM` in storage and on the wire. People never read that form:
 * every screen, PDF, e-mail and push message names the month in Indonesian through `formatPeriod`.
 */

import { addMonths, daysInMonth, toIsoDate } from './calendar';

/** The months in Indonesian, January first, as the portal names them. */
export const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A period `YYYY-MM` as people read it: `2026-10` → `Oktober 2026`. Text that is no period comes back as is. */
export function formatPeriod(period: string): string {
  const match = PERIOD.exec(period);
  const name = match ? MONTHS_ID[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : period;
}

/**
 * The salary deduction date of a payroll period `YYYY-MM` as `YYYY-MM-DD`: the cut-off day (a setting, default 25)
 * of that month, or its last day when the month is shorter.
 */
export function payrollCutOffDate(period: string, cutOffDay: number): string {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a period (YYYY-MM): ${period}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Math.min(Math.max(Math.trunc(cutOffDay), 1), daysInMonth(year, month));
  return toIsoDate({ year, month, day });
}

/**
 * The first payroll period whose cut-off has not passed on `today` (a Jakarta date `YYYY-MM-DD`): today's month while
 * today is on or before its cut-off date, else the next month. A change to a salary deduction takes effect from it.
 */
export function firstOpenPayrollPeriod(today: string, cutOffDay: number): string {
  const thisPeriod = today.slice(0, 7);
  return today > payrollCutOffDate(thisPeriod, cutOffDay)
    ? addMonths(`${thisPeriod}-01`, 1).slice(0, 7)
    : thisPeriod;
}

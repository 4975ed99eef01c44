import { formatDate } from './date-format';

/**
 * When the SHU of a fiscal year may be decided and posted. The fiscal year is the calendar year on the
 * cooperative's calendar (Asia/Jakarta): year Y closes on 31 December, so its surplus is known, its RAT held and its
 * SHU decided and posted only from 1 January Y+1. All dates are ISO `YYYY-MM-DD` Jakarta days.
 */

/** A field the rule refuses and why, in Indonesian. */
export type ShuCalendarError = { path: 'year' | 'ratDate'; message: string };

/** The first day after fiscal year `year`: from then on its SHU may be decided. */
export function firstDayAfterFiscalYear(year: number): string {
  return `${String(year + 1).padStart(4, '0')}-01-01`;
}

/** The latest fiscal year that has closed on `today`: the back office offers it first. */
export function lastClosedFiscalYear(today: string): number {
  return Number(today.slice(0, 4)) - 1;
}

/** Why the SHU of `year` cannot be decided or posted on `today`, or '' when its fiscal year has closed. */
export function checkShuYearClosed(year: number, today: string): string {
  const opens = firstDayAfterFiscalYear(year);
  if (today >= opens) return '';
  return `Tahun buku ${year} belum ditutup. SHU ${year} baru dapat diputuskan dan diposting mulai ${formatDate(opens)}.`;
}

/** Why `ratDate` cannot be the date of a RAT already held on `today`, or '' when it can (a field check). */
export function checkRatDateHeld(ratDate: string, today: string): string {
  return ratDate > today ? 'Tanggal RAT tidak boleh setelah hari ini' : '';
}

/**
 * Why `ratDate` cannot be the date of the RAT that decided the SHU of `year`, on `today`, or '' when it can: the
 * meeting has taken place (not after today), and after the year closed (a meeting inside the year cannot have
 * decided what the year earned).
 */
export function checkRatDate(ratDate: string, year: number, today: string): string {
  const notHeld = checkRatDateHeld(ratDate, today);
  if (notHeld) return notHeld;
  const opens = firstDayAfterFiscalYear(year);
  if (ratDate < opens) {
    return `Tanggal RAT untuk SHU ${year} paling awal ${formatDate(opens)}, setelah tahun buku ${year} ditutup`;
  }
  return '';
}

/** Every reason the RAT decision `{ year, ratDate }` cannot be entered or posted on `today`; empty when it can. */
export function checkShuDecisionDates(
  decision: { year: number; ratDate: string },
  today: string,
): ShuCalendarError[] {
  const errors: ShuCalendarError[] = [];
  const yearError = checkShuYearClosed(decision.year, today);
  if (yearError) errors.push({ path: 'year', message: yearError });
  const ratError = checkRatDate(decision.ratDate, decision.year, today);
  if (ratError) errors.push({ path: 'ratDate', message: ratError });
  return errors;
}

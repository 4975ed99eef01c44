import { z } from 'zod';
import { NIK_PATTERN } from '../constants';
import { normalisePhone, TYPED_PHONE_PATTERN } from '../phone';

/** What an empty NIK field is told: that it is required, not that it is not a number. */
const NIK_REQUIRED_MESSAGE = 'NIK wajib diisi';

/** NIK as sent by the portal: required, then digits only (an empty field is not "not a number"). */
export const nikSchema = z
  .string(NIK_REQUIRED_MESSAGE)
  .trim()
  .min(1, { message: NIK_REQUIRED_MESSAGE, abort: true })
  .regex(NIK_PATTERN, 'NIK harus berupa angka');
/** The largest id a PostgreSQL `serial`/`integer` key holds: a bigger one names nothing and must not reach SQL. */
export const MAX_RECORD_ID = 2_147_483_647;
/** A record id in a JSON body, where it must be a number. */
export const recordIdNumberSchema = z.number().int().positive().max(MAX_RECORD_ID, 'ID tidak valid');

/**
 * The decimal spellings of the whole numbers 1…max as a pattern (leading zeros allowed, as `Number()` reads them),
 * so that the document (docs/product/api.md) shows a path or query id's bounds and not just "digits".
 */
export function digitsUpTo(max: number): RegExp {
  const top = String(max);
  const anyDigits = (count: number) => (count === 0 ? '' : count === 1 ? '\\d' : `\\d{${count}}`);
  const shorter = top.length > 1 ? [`[1-9]\\d{0,${top.length - 2}}`] : [];
  const below = [...top].flatMap((char, index) => {
    const [low, high] = [index === 0 ? 1 : 0, Number(char) - 1];
    if (high < low) return [];
    const digit = low === high ? `${low}` : `[${low}-${high}]`;
    return [`${top.slice(0, index)}${digit}${anyDigits(top.length - index - 1)}`];
  });
  return new RegExp(`^0*(?:${[...shorter, ...below, top].join('|')})$`);
}

/**
 * A JSON number that passes `rule`, or text of decimal digits only that `digits` (the same bounds as a pattern)
 * accepts. `Number()` (and so `z.coerce.number()`) also reads `0x1`, `1e3`, ` 1`, `+1` and `1.0` as numbers, which
 * would let one record answer to many spellings of its id. A refused value is told what `rule` says of its number
 * (`message` when it is neither a number nor digits).
 */
export function digitsOrNumber(rule: z.ZodNumber, digits: RegExp, message: string) {
  const explain = (input: unknown) => {
    const value = typeof input === 'string' && /^\d+$/.test(input) ? Number(input) : input;
    if (typeof value !== 'number') return message;
    return rule.safeParse(value).error?.issues[0]?.message ?? message;
  };
  return z.union([rule, z.string().regex(digits).transform(Number)], {
    error: (issue) => explain(issue.input),
  });
}
/** A record id as it crosses the wire (path, query or JSON: a number or decimal digits, 1…MAX_RECORD_ID). */
export const recordIdSchema = digitsOrNumber(
  recordIdNumberSchema,
  digitsUpTo(MAX_RECORD_ID),
  'ID tidak valid',
);
/** Numeric path id (`/updateData/{id}` and friends). */
export const idParamSchema = z.object({ id: recordIdSchema });
export const nikParamSchema = z.object({ nik: nikSchema });
/** True for a day that exists on the calendar (`2026-02-30` and `2026-13-01` do not). */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const YEAR = '(?:0[1-9]\\d{2}|[1-9]\\d{3})';
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
const LEAP_YEAR =
  '(?:(?:0[1-9]|[1-9]\\d)(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)';
/** The days isCalendarDate knows, as a pattern the document shows: years 0100–9999, 29 February of leap years. */
export const CALENDAR_DAY_PATTERN = new RegExp(`^(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)$`);
/** "Not a real day", for text in the shape, or out of it when its numbers make no day (`when` of zod's checks). */
const realDayCheck: z.core.$ZodCheckRegexParams & Pick<z.core.$ZodCheckDef, 'when'> = {
  error: 'Tanggal tidak valid',
  when: ({ value }) => typeof value === 'string' && (DATE_SHAPE.test(value) || !isCalendarDate(value)),
};
/**
 * ISO date `YYYY-MM-DD` as it crosses the wire, and a real day (a month 27 would reach the database as NaN). Both
 * rules are patterns, so the document (docs/product/api.md) carries them; text not in the shape hears "not a real
 * day" too unless its numbers happen to make one (as when the day was checked by isCalendarDate).
 */
export const isoDateSchema = z
  .string()
  .regex(DATE_SHAPE, 'Format tanggal YYYY-MM-DD')
  .regex(CALENDAR_DAY_PATTERN, realDayCheck);
/** Integer Rupiah. */
export const rupiahSchema = z.number().int().nonnegative();
export const emailSchema = z.email('Format email tidak valid').max(254);
/** A phone number as typed (separators, +62), checked as typed so the document shows it; answered as stored. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(TYPED_PHONE_PATTERN, 'Nomor telepon hanya boleh angka (8–15 digit)')
  .transform(normalisePhone);

/** The reply of a delete that names what it removed. */
export const recordIdReplySchema = z.object({ id: z.number().int() });

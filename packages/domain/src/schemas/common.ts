import { z } from 'zod';
import { NIK_PATTERN, PHONE_PATTERN } from '../constants';
import { normalisePhone } from '../phone';

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
 * A JSON number, or text of decimal digits only. `Number()` (and so `z.coerce.number()`) also reads `0x1`, `1e3`,
 * ` 1`, `+1` and `1.0` as numbers, which would let one record answer to many spellings of its id.
 */
export function digitsOrNumber(message: string) {
  return z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)], message);
}
/** A record id as it crosses the wire (path, query or JSON: a number or decimal digits). */
export const recordIdSchema = digitsOrNumber('ID tidak valid').pipe(recordIdNumberSchema);
/** Numeric path id (`/updateData/{id}` and friends). */
export const idParamSchema = z.object({ id: recordIdSchema });
export const nikParamSchema = z.object({ nik: nikSchema });
/** True for a day that exists on the calendar (`2026-02-30` and `2026-13-01` do not). */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
/** ISO date `YYYY-MM-DD` as it crosses the wire, and a real day (a month 27 would reach the database as NaN). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Format tanggal YYYY-MM-DD')
  .refine(isCalendarDate, 'Tanggal tidak valid');
/** Integer Rupiah. */
export const rupiahSchema = z.number().int().nonnegative();
export const emailSchema = z.email('Format email tidak valid').max(254);
export const phoneSchema = z
  .string()
  .trim()
  .transform(normalisePhone)
  .pipe(z.string().regex(PHONE_PATTERN, 'Nomor telepon hanya boleh angka (8–15 digit)'));

/** The reply of a delete that names what it removed. */
export const recordIdReplySchema = z.object({ id: z.number().int() });

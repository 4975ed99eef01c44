import { z } from 'zod';
import { NIK_PATTERN, PHONE_PATTERN } from '../constants';

/** NIK as sent by the portal: digits only. */
export const nikSchema = z.string().trim().regex(NIK_PATTERN, 'NIK harus berupa angka');
/** Numeric path id (`/updateData/{id}` and friends). */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
export const nikParamSchema = z.object({ nik: nikSchema });
/** ISO date `YYYY-MM-DD` as it crosses the wire. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Format tanggal YYYY-MM-DD');
/** Integer Rupiah. */
export const rupiahSchema = z.number().int().nonnegative();
export const emailSchema = z.email('Format email tidak valid').max(254);
export const phoneSchema = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, 'Nomor telepon hanya boleh angka (8–15 digit)');

import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';

/** Back-office roles (docs/product/back-office.md). */
export const STAFF_ROLES = ['ADMIN', 'HC', 'APPROVER', 'FINANCE', 'EDITOR'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffUsernameSchema = z
  .string()
  .trim()
  .min(2, 'Username minimal 2 karakter')
  .max(50)
  .regex(/^[a-z0-9._-]+$/, 'Username hanya huruf kecil, angka, titik, garis bawah atau tanda hubung');

/**
 * POST /admin/login body: like the member login, with a username instead of a NIK. Signing in checks only that a
 * username was typed: the naming rules are for creating accounts, and the seeded 'hc' is two letters long.
 */
export const staffLoginRequestSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'Username wajib diisi').max(50),
  password: z.string().min(1, 'Password wajib diisi').max(PASSWORD_MAX_LENGTH),
  captcha: z.string().trim().min(1, 'Hasil captcha wajib diisi').max(10),
  key: z.string().min(1).max(100),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

/** The signed-in staff account as the back office sees it (never a password hash). */
export const staffProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  jobTitle: z.string().nullable(),
  companyId: z.number().int().nullable(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const staffSessionReplySchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  staff: staffProfileSchema,
});
export type StaffSessionReply = z.infer<typeof staffSessionReplySchema>;

import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { emailSchema, nikSchema, phoneSchema, recordIdNumberSchema } from './common';
import { formerMemberSchema } from './resignation';
import { userSchema } from './user';

/** GET /get-key/math reply data: a PNG data URL and the single-use key. */
export const captchaReplySchema = z.object({ image: z.string(), key: z.string() });
export type CaptchaReply = z.infer<typeof captchaReplySchema>;

/** POST /web/login body (docs/product/api.md). */
export const loginRequestSchema = z.object({
  nik: nikSchema,
  password: z.string().min(1, 'Password wajib diisi').max(PASSWORD_MAX_LENGTH),
  captcha: z.string().trim().min(1, 'Hasil captcha wajib diisi').max(10),
  key: z.string().min(1).max(100),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Reply data of /web/login and /refresh for a member. The refresh token travels only in an httpOnly cookie. */
export const memberSessionReplySchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  user: userSchema,
});
export type MemberSessionReply = z.infer<typeof memberSessionReplySchema>;

/**
 * The same replies for a member who left, within the retention period: a read-only token for their documents
 * and no `user` (docs/decisions/0017-former-member-access.md).
 */
export const formerSessionReplySchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  former: formerMemberSchema,
});
export type FormerSessionReply = z.infer<typeof formerSessionReplySchema>;

export const sessionReplySchema = z.union([memberSessionReplySchema, formerSessionReplySchema]);
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** GET /otp/{nik} reply data: the id of the OTP request (same shape whether or not the NIK exists). */
export const otpRequestReplySchema = z.object({ id: z.string() });

export const otpCodeSchema = z
  .string()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Kode OTP harus ${OTP_LENGTH} digit angka`);

/** POST /otp/verifikasi body. `id` is optional because docs/product/api.md sends only nik and otp_code. */
export const otpVerifyRequestSchema = z.object({
  nik: nikSchema,
  otp_code: otpCodeSchema,
  id: z.string().max(100).optional(),
});

/** A new password: length rules here; "not the NIK" and "not a common password" are checked by the server. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password minimal ${PASSWORD_MIN_LENGTH} karakter`)
  .max(PASSWORD_MAX_LENGTH, `Password maksimal ${PASSWORD_MAX_LENGTH} karakter`);

/** POST /reset-password body. */
export const resetPasswordRequestSchema = z.object({
  nik: nikSchema,
  new_password: newPasswordSchema,
  id: z.string().min(1).max(100),
  otp_code: otpCodeSchema,
});

/** POST /change-password body (the edit page omits the confirmation, docs/product/api.md). */
export const changePasswordRequestSchema = z.object({
  id: recordIdNumberSchema,
  old_password: z.string().min(1, 'Password lama wajib diisi').max(PASSWORD_MAX_LENGTH),
  new_password: newPasswordSchema,
  password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});

/** POST /updateData/{id} body. */
export const updateContactRequestSchema = z.object({ email: emailSchema, mobilephoneno: phoneSchema });
export type UpdateContactRequest = z.infer<typeof updateContactRequestSchema>;

/** Inquiry status reply data (docs/product/api.md: read as data.Status). */
export const inquiryStatusReplySchema = z.object({ Status: z.string() });

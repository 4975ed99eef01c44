import { staffLoginRequestSchema } from '@kopkar/domain';
import { z } from 'zod';

/**
 * The staff login form's rules, loaded on first focus. The username is only required here: its format is the
 * server's to judge (seeded accounts such as 'hc' are shorter than the account-creation rule), and a wrong one gets
 * the server's message like any failed login.
 */
export const staffLoginFormSchema = z.object({
  account: z.string().trim().min(1, 'Username wajib diisi').max(50),
  password: staffLoginRequestSchema.shape.password,
  captcha: staffLoginRequestSchema.shape.captcha,
});

import { loginRequestSchema } from '@kopkar/domain';
import { z } from 'zod';

/** The member login form's rules: the login call's own NIK, password and captcha rules. Loaded on first focus. */
export const loginFormSchema = z.object({
  account: loginRequestSchema.shape.nik,
  password: loginRequestSchema.shape.password,
  captcha: loginRequestSchema.shape.captcha,
});

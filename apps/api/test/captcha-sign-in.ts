import type { FastifyInstance } from 'fastify';
import { REFRESH_COOKIE } from '../src/modules/auth/auth.routes';
import { storeCaptchaAnswer } from '../src/plugins/captcha';
import { TEST_PASSWORD } from './factories';

/**
 * Sign-in helpers for tests that run with the real captcha check (captchaBypass off): each login gets a
 * captcha key whose answer the test knows.
 */
export function captchaSignIn(app: FastifyInstance) {
  const newCaptcha = async (answer = '7') => ({
    key: await storeCaptchaAnswer(app.db, app.config, answer),
    captcha: answer,
  });
  return {
    newCaptcha,
    login: async (nik: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/web/login',
        headers,
        payload: { nik, password, ...(await newCaptcha()) },
      }),
    refresh: (cookie: string | undefined) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/refresh',
        cookies: cookie ? { [REFRESH_COOKIE]: cookie } : {},
      }),
  };
}

/** The member refresh cookie a reply set, if any. */
export const refreshCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value;

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { captchaSignIn } from '../../../test/captcha-sign-in';
import { createMember, TEST_PASSWORD } from '../../../test/factories';
import { captchas } from '../../db/schema';
import { REFRESH_COOKIE } from './auth.routes';

let t: TestApp;
let login: ReturnType<typeof captchaSignIn>['login'];
let newCaptcha: ReturnType<typeof captchaSignIn>['newCaptcha'];
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: false, loginRateLimitPerMinute: 1000 });
  ({ login, newCaptcha } = captchaSignIn(t.app));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /get-key/math', () => {
  it('returns a PNG captcha whose answer is not in the reply, stored only as a hash', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/get-key/math' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.data.image).toMatch(/^data:image\/png;base64,/);
    expect(Object.keys(body.data).sort()).toEqual(['image', 'key']);
    const [row] = await t.app.db.select().from(captchas).where(eq(captchas.id, body.data.key));
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /web/login', () => {
  it('signs a member in: access token, httpOnly refresh cookie and the user without secrets', async () => {
    const member = await createMember(t.app.db, { contributionBalance: 3_500_000 });
    const response = await login(member.nik);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token_type).toBe('Bearer');
    expect(data.user).toMatchObject({
      id: member.id,
      NIK: member.nik,
      saldoiuranwajib: 3_500_000,
      saldomaxpinjaman: 35_000_000,
    });
    expect(JSON.stringify(data)).not.toContain('argon2');
    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
  });

  it('refuses a wrong password with 401 and an Indonesian message', async () => {
    const member = await createMember(t.app.db);
    const response = await login(member.nik, 'Salah-Sekali-1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: 'NIK atau password salah', data: null });
  });

  it('refuses an unknown NIK exactly like a wrong password', async () => {
    const response = await login('999999');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('NIK atau password salah');
  });

  it('refuses a wrong captcha answer, and a captcha key used twice', async () => {
    const member = await createMember(t.app.db);
    const captcha = await newCaptcha('5');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      payload: { nik: member.nik, password: TEST_PASSWORD, key: captcha.key, captcha: '6' },
    });
    expect(wrong.statusCode).toBe(400);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      payload: { nik: member.nik, password: TEST_PASSWORD, ...captcha },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/captcha/i);
  });

  it('answers 422 with field errors for malformed bodies', async () => {
    for (const payload of [
      {},
      { nik: 'abc', password: 'x', captcha: '1', key: 'k' },
      { nik: '100001', password: '', captcha: '', key: '' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/web/login', payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().data.errors.length).toBeGreaterThan(0);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"nik":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 400, data: null });
  });

  it('locks a NIK after 5 failures: the right password gets 429 with Retry-After, whatever X-Forwarded-For says', async () => {
    const member = await createMember(t.app.db);
    for (let i = 0; i < 5; i++) expect((await login(member.nik, 'Salah-Sekali-1')).statusCode).toBe(401);
    const locked = await login(member.nik, TEST_PASSWORD, { 'x-forwarded-for': '203.0.113.9' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().code).toBe(429);
  });

  it('refuses a resigned member', async () => {
    const member = await createMember(t.app.db, { isActive: false });
    expect((await login(member.nik)).statusCode).toBe(401);
  });
});

describe('per-IP limit', () => {
  it('answers 429 in the envelope once one address passes the per-minute login limit', async () => {
    const limited = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/web/login',
          payload: { nik: '123456', password: 'x', captcha: '1', key: 'k' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 429, data: null });
      expect(blocked.json().message).toMatch(/^Terlalu banyak percobaan/);
    } finally {
      await limited.close();
    }
  });
});

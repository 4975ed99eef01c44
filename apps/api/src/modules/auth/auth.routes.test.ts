import { TOKEN_EXPIRED_MESSAGE } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { captchaSignIn, refreshCookieOf } from '../../../test/captcha-sign-in';
import { createMember, TEST_PASSWORD } from '../../../test/factories';
import { captchas } from '../../db/schema';
import { REFRESH_COOKIE } from './auth.routes';

let t: TestApp;
let login: ReturnType<typeof captchaSignIn>['login'];
let refresh: ReturnType<typeof captchaSignIn>['refresh'];
let newCaptcha: ReturnType<typeof captchaSignIn>['newCaptcha'];
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: false, loginRateLimitPerMinute: 1000 });
  ({ login, refresh, newCaptcha } = captchaSignIn(t.app));
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

describe('tokens', () => {
  it('refuses missing, forged, alg:none and expired access tokens', async () => {
    const member = await createMember(t.app.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
    const forged = await new SignJWT({ kind: 'member', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.id))
      .setIssuer('kopkar-portal')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: String(member.id), kind: 'member', typ: 'access', iss: 'kopkar-portal' }),
    ).toString('base64url');
    const expired = await new SignJWT({ kind: 'member', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.id))
      .setIssuer('kopkar-portal')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.app.config.jwtSecret));
    for (const token of [forged, `${header}.${payload}.`, expired, 'not-a-jwt']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(TOKEN_EXPIRED_MESSAGE);
    }
  });

  it('refuses a correctly signed token of a live session that carries no expiry', async () => {
    const member = await createMember(t.app.db);
    const issued = (await login(member.nik)).json().data.access_token as string;
    const claims = JSON.parse(Buffer.from(issued.split('.')[1] ?? '', 'base64url').toString());
    const sign = (withExpiry: boolean) => {
      const jwt = new SignJWT({ kind: 'member', typ: 'access', sid: claims.sid, nik: member.nik })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(member.id))
        .setIssuer('kopkar-portal')
        .setIssuedAt();
      return (withExpiry ? jwt.setExpirationTime('5m') : jwt).sign(
        new TextEncoder().encode(t.app.config.jwtSecret),
      );
    };
    const me = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;
    // The same token with an expiry is accepted, so only the missing `exp` makes the difference.
    expect(await me(await sign(true))).toBe(200);
    expect(await me(await sign(false))).toBe(403);
  });

  it('does not accept a refresh token as an access token', async () => {
    const member = await createMember(t.app.db);
    const cookie = refreshCookieOf(await login(member.nik));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${cookie}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it('rotates the refresh token; reusing an old one revokes the whole family', async () => {
    const member = await createMember(t.app.db);
    const first = refreshCookieOf(await login(member.nik));
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const second = refreshCookieOf(rotated);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const meWithNew = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${rotated.json().data.access_token}` },
    });
    expect(meWithNew.json().data.NIK).toBe(member.nik);

    const replay = await refresh(first);
    expect(replay.statusCode).toBe(403);
    expect((await refresh(second)).statusCode).toBe(403);
  });

  it('refuses refresh without a cookie, and after logout', async () => {
    const member = await createMember(t.app.db);
    expect((await refresh(undefined)).statusCode).toBe(403);
    const cookie = refreshCookieOf(await login(member.nik));
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { [REFRESH_COOKIE]: cookie! },
    });
    expect(logout.statusCode).toBe(200);
    expect((await refresh(cookie)).statusCode).toBe(403);
  });

  it('refuses the access token of a session that logged out, and of a replayed refresh family, at once', async () => {
    const member = await createMember(t.app.db);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
    const signIn = await login(member.nik);
    const token = signIn.json().data.access_token as string;
    const elsewhere = (await login(member.nik)).json().data.access_token as string;
    expect((await me(token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { [REFRESH_COOKIE]: refreshCookieOf(signIn)! },
    });
    const afterLogout = await me(token);
    expect(afterLogout.statusCode).toBe(403);
    expect(afterLogout.json().message).toBe('token_expired');
    // Logging out on one device leaves the other session alone.
    expect((await me(elsewhere)).statusCode).toBe(200);

    const stolen = await login(member.nik);
    const stolenCookie = refreshCookieOf(stolen)!;
    const rotated = await refresh(stolenCookie);
    const rotatedToken = rotated.json().data.access_token as string;
    expect((await me(rotatedToken)).statusCode).toBe(200);
    expect((await refresh(stolenCookie)).statusCode).toBe(403); // reuse revokes the family
    expect((await me(rotatedToken)).statusCode).toBe(403);
  });

  it('cuts every member read at once after logout, the reads that check the session in their own statement too', async () => {
    const member = await createMember(t.app.db);
    const signIn = await login(member.nik);
    const headers = { authorization: `Bearer ${signIn.json().data.access_token}` };
    const reads = [
      ['GET', '/api/v1/me'],
      ['GET', `/api/v1/StatusPinjaman/${member.nik}`],
      ['GET', `/api/v1/HistoryPinjaman/${member.nik}`],
      ['POST', `/api/v1/Notifikasi/${member.id}`],
      ['GET', `/api/v1/HistoryPinjamanAll/${member.nik}`],
      ['GET', `/api/v1/InquiryStatus/${member.nik}`],
      ['GET', '/api/v1/notifications/unread-count'],
    ] as const;
    const statuses = async () =>
      Promise.all(
        reads.map(async ([method, url]) => (await t.app.inject({ method, url, headers })).statusCode),
      );
    expect(await statuses()).toEqual(reads.map(() => 200));
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { [REFRESH_COOKIE]: refreshCookieOf(signIn)! },
    });
    expect(await statuses()).toEqual(reads.map(() => 403));
  });

  it('refuses an access token that names no session', async () => {
    const member = await createMember(t.app.db);
    const token = await new SignJWT({ kind: 'member', typ: 'access', nik: member.nik })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.id))
      .setIssuer('kopkar-portal')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(t.app.config.jwtSecret));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

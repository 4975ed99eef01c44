import { TOKEN_EXPIRED_MESSAGE } from '@kopkar/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { captchaSignIn, refreshCookieOf } from '../../../test/captcha-sign-in';
import { createMember } from '../../../test/factories';
import { REFRESH_COOKIE } from './auth.routes';

let t: TestApp;
let login: ReturnType<typeof captchaSignIn>['login'];
let refresh: ReturnType<typeof captchaSignIn>['refresh'];
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: false, loginRateLimitPerMinute: 1000 });
  ({ login, refresh } = captchaSignIn(t.app));
});
afterAll(async () => {
  await t?.close();
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

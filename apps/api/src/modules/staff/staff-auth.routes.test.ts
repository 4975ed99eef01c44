import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff, TEST_PASSWORD } from '../../../test/factories';
import { STAFF_COOKIE } from '../auth/session-cookie';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t?.close();
});

const staffLogin = (username: string, password = TEST_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    payload: { username, password, captcha: '0', key: 'bypass' },
  });

describe('staff sign-in', () => {
  it('signs staff in with a staff token and its own cookie path, without secrets', async () => {
    const account = await createStaff(t.app.db, { role: 'FINANCE' });
    const response = await staffLogin(account.username);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.staff).toEqual({
      id: account.id,
      username: account.username,
      name: account.name,
      role: 'FINANCE',
      jobTitle: null,
      companyId: null,
    });
    expect(response.cookies.find((c) => c.name === STAFF_COOKIE.name)?.path).toBe('/api/v1/admin');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/me',
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(me.json().data.username).toBe(account.username);
  });

  it('keeps member and staff sessions apart', async () => {
    const account = await createStaff(t.app.db, { role: 'ADMIN' });
    const member = await createMember(t.app.db);
    const staffToken = (await staffLogin(account.username)).json().data.access_token;
    const memberLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      payload: { nik: member.nik, password: TEST_PASSWORD, captcha: '0', key: 'bypass' },
    });
    const memberToken = memberLogin.json().data.access_token;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/me',
          headers: { authorization: `Bearer ${staffToken}` },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/admin/me',
          headers: { authorization: `Bearer ${memberToken}` },
        })
      ).statusCode,
    ).toBe(403);
    const memberCookie = memberLogin.cookies.find((c) => c.name === 'kopkar_rt')?.value ?? '';
    const crossRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/refresh',
      cookies: { [STAFF_COOKIE.name]: memberCookie },
    });
    expect(crossRefresh.statusCode).toBe(403);
  });

  it('refuses wrong passwords and disabled accounts alike, and locks after 5 failures', async () => {
    const account = await createStaff(t.app.db, { role: 'HC' });
    const disabled = await createStaff(t.app.db, { role: 'HC', isActive: false });
    expect((await staffLogin(disabled.username)).json()).toEqual({
      code: 401,
      message: 'Username atau password salah',
      data: null,
    });
    for (let i = 0; i < 5; i++)
      expect((await staffLogin(account.username, 'salah-salah-1')).statusCode).toBe(401);
    expect((await staffLogin(account.username)).statusCode).toBe(429);
  });

  it('rotates the staff refresh cookie and ends it on logout', async () => {
    const account = await createStaff(t.app.db, { role: 'EDITOR' });
    const cookie =
      (await staffLogin(account.username)).cookies.find((c) => c.name === STAFF_COOKIE.name)?.value ?? '';
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/refresh',
      cookies: { [STAFF_COOKIE.name]: cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.cookies.find((c) => c.name === STAFF_COOKIE.name)?.value ?? '';
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/logout',
      cookies: { [STAFF_COOKIE.name]: next },
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/refresh',
          cookies: { [STAFF_COOKIE.name]: next },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('short usernames', () => {
  it('lets a two-letter account such as the seeded "hc" sign in', async () => {
    await createStaff(t.app.db, { role: 'HC', username: 'hr' });
    expect((await staffLogin('hr')).statusCode).toBe(200);
    expect((await staffLogin('')).statusCode).toBe(422);
  });
});

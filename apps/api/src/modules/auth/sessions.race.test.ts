import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, TEST_PASSWORD } from '../../../test/factories';
import { REFRESH_COOKIE } from './auth.routes';

// PGlite runs one transaction at a time and would pass broken code (docs/testing.md#traps-on-these-machines): races run on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('sessions.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

describe.runIf(onPostgres)('refresh token races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets exactly one of 20 concurrent refreshes with the same token succeed', async () => {
    const member = await createMember(t.app.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      payload: { nik: member.nik, password: TEST_PASSWORD, captcha: '0', key: 'bypass' },
    });
    const token = login.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value ?? '';
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/v1/refresh', cookies: { [REFRESH_COOKIE]: token } }),
      ),
    );
    const statuses = results.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(19);
  });
});

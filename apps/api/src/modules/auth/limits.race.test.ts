import { LOGIN_MAX_FAILURES, OTP_MAX_ATTEMPTS } from '@kopkar/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, TEST_PASSWORD } from '../../../test/factories';
import { otps } from '../../db/schema';

// PGlite runs one transaction at a time and would pass read-then-write code (docs/testing.md#traps-on-these-machines).
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('limits.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

// Each request from its own address, as a botnet would send them: the per-IP limits do not hide the per-NIK ones.
const fromAddress = (i: number) => `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const countBy = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, status) => {
    acc[status] = (acc[status] ?? 0) + 1;
    return acc;
  }, {});

describe.runIf(onPostgres)('per-account limits under a burst, on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-IP limit is lifted so that only the per-account lockout is under test.
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 10_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (nik: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/web/login',
      payload: { nik, password, captcha: '0', key: 'bypass' },
    });

  it('checks at most 5 of 40 wrong passwords sent at once, and refuses the right one sent last', async () => {
    const member = await createMember(t.app.db);
    const guesses = Array.from({ length: 40 }, (_, i) => login(member.nik, `Salah-Tebakan-${i}`));
    const results = await Promise.all([...guesses, login(member.nik, TEST_PASSWORD)]);
    const statuses = results.map((response) => response.statusCode);
    expect(countBy(statuses)).toEqual({ 401: LOGIN_MAX_FAILURES, 429: 41 - LOGIN_MAX_FAILURES });
    expect(results.at(-1)?.statusCode).toBe(429);
    expect(results.at(-1)?.headers['retry-after']).toBeDefined();
  });

  it('issues at most 5 OTPs and 5 mails for 30 concurrent requests for one NIK', async () => {
    const member = await createMember(t.app.db);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({ method: 'GET', url: `/api/v1/otp/${member.nik}`, remoteAddress: fromAddress(i) }),
      ),
    );
    expect(countBy(results.map((response) => response.statusCode))).toEqual({ 200: 5, 429: 25 });
    const issued = await t.app.db.select().from(otps).where(eq(otps.memberId, member.id));
    expect(issued).toHaveLength(5);
    const { rows } = await t.app.db.execute<{ total: number }>(
      sql`select count(*)::int as total from outbox where to_address = ${member.email}`,
    );
    expect(rows[0]?.total).toBe(5);
  });

  it('compares only the tries left: after 4 wrong codes, a burst of 30 wrong ones and the right one finds the OTP void', async () => {
    const member = await createMember(t.app.db);
    const requested = await t.app.inject({ method: 'GET', url: `/api/v1/otp/${member.nik}` });
    const { id } = requested.json().data as { id: string };
    const { rows } = await t.app.db.execute<{ body: string }>(
      sql`select body from outbox where to_address = ${member.email} order by id desc limit 1`,
    );
    const code = /Anda: (\d{6})/.exec(rows[0]?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const verify = (otp_code: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/otp/verifikasi',
        payload: { nik: member.nik, otp_code, id },
        remoteAddress: fromAddress(i),
      });
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i += 1)
      expect((await verify(wrongCode, 40 + i)).statusCode).toBe(400);
    const results = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => verify(wrongCode, i)),
      verify(code, 30),
    ]);
    expect(results.every((response) => response.statusCode === 400)).toBe(true);
    const [after] = await t.app.db.select().from(otps).where(eq(otps.id, id));
    expect(after?.attempts).toBe(OTP_MAX_ATTEMPTS);
    expect(after?.verifiedAt).toBeNull();
    expect(after?.voidedAt).not.toBeNull();
  });
});

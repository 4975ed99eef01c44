import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { captchaSignIn } from '../../../test/captcha-sign-in';
import { createMember } from '../../../test/factories';

// An office of 500 behind one NAT address signing in on a payday morning. The peak minute
// (docs/decisions/0013-per-address-limits.md): 50 people arrive, each loads the sign-in page's captcha and half of
// them a second one, one in two mistypes once, open tabs renew their tokens, a few forgot their password.

const OFFICE = '198.51.100.20';

let t: TestApp;
beforeAll(async () => {
  // The real default ceilings and the real captcha check: the peak's sign-ins stop at a wrong captcha (argon2 would
  // make the test slow, and the per-address ceiling counts the call whatever its outcome).
  t = await buildTestApp({ captchaBypass: false });
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, remoteAddress: OFFICE });

async function memberHeaders(nik: string) {
  const response = await captchaSignIn(t.app).login(nik);
  return { authorization: `Bearer ${response.json().data.access_token}` };
}

async function repeat(times: number, send: (i: number) => ReturnType<typeof call>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await send(i)).statusCode);
  return statuses;
}

describe('the per-address ceilings', () => {
  it('refuse nothing in the payday peak minute of an office behind one address', async () => {
    const nik = (i: number) => String(700000 + i);
    const peak = [
      ...(await repeat(100, () => call('GET', '/api/v1/get-key/math'))),
      ...(await repeat(75, (i) =>
        call('POST', '/api/v1/web/login', { nik: nik(i), password: 'Salah-Ketik-1', captcha: '0', key: 'k' }),
      )),
      ...(await repeat(100, () => call('POST', '/api/v1/refresh'))),
      ...(await repeat(10, (i) => call('GET', `/api/v1/otp/${nik(i)}`))),
      ...(await repeat(15, (i) =>
        call('POST', '/api/v1/otp/verifikasi', { nik: nik(i), otp_code: '123456' }),
      )),
      ...(await repeat(5, (i) =>
        call('POST', '/api/v1/reset-password', {
          nik: nik(i),
          new_password: 'Rahasia-Baru-2026',
          id: '00000000-0000-4000-8000-000000000000',
          otp_code: '123456',
        }),
      )),
      ...(await repeat(20, () => call('GET', '/api/v1/admin/get-key/math'))),
    ];
    expect(peak.filter((status) => status === 429)).toEqual([]);
  });
});

describe('calls that need a sign-in are limited per member, not per address', () => {
  it('lets a colleague change a password after another member used up their own tries', async () => {
    const [first, second] = [await createMember(t.app.db), await createMember(t.app.db)];
    const change = async (member: { id: number; nik: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/change-password',
        headers: await memberHeaders(member.nik),
        payload: { id: member.id, old_password: 'Bukan-Password-1', new_password: 'Rahasia-Baru-2026' },
        remoteAddress: OFFICE,
      });
    for (let i = 0; i < 10; i += 1) expect((await change(first)).statusCode).toBe(400);
    expect((await change(first)).statusCode).toBe(429);
    expect((await change(second)).statusCode).toBe(400);
  });

  it('lets a colleague submit a loan application after another member sent ten in a minute', async () => {
    const [first, second] = [await createMember(t.app.db), await createMember(t.app.db)];
    const submit = async (headers: { authorization: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/PengajuanPinjaman',
        headers,
        payload: {},
        remoteAddress: OFFICE,
      });
    const firstHeaders = await memberHeaders(first.nik);
    for (let i = 0; i < 10; i += 1) expect((await submit(firstHeaders)).statusCode).toBe(422);
    expect((await submit(firstHeaders)).statusCode).toBe(429);
    expect((await submit(await memberHeaders(second.nik))).statusCode).toBe(422);
  });

  it('refuses an application without a sign-in before reading its body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/PengajuanPinjaman',
      payload: 'x'.repeat(64),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
  });
});

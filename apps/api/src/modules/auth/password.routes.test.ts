import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { captchaSignIn, refreshCookieOf } from '../../../test/captcha-sign-in';
import { createMember, TEST_PASSWORD } from '../../../test/factories';
import { outbox } from '../../db/schema';

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

describe('password reset with OTP', () => {
  const latestOtpFor = async (email: string) => {
    const rows = await t.app.db.select().from(outbox).where(eq(outbox.toAddress, email));
    const body = rows.at(-1)?.body ?? '';
    return body.match(/password Anda: (\d{6})/)?.[1];
  };

  it('resets the password end to end and ends every session', async () => {
    const member = await createMember(t.app.db);
    const cookie = refreshCookieOf(await login(member.nik));
    const request = await t.app.inject({ method: 'GET', url: `/api/v1/otp/${member.nik}` });
    expect(request.statusCode).toBe(200);
    const { id } = request.json().data;
    const code = await latestOtpFor(member.email!);
    expect(code).toMatch(/^\d{6}$/);

    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/v1/otp/verifikasi',
      payload: { nik: member.nik, otp_code: code, id },
    });
    expect(verify.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { nik: member.nik, new_password: 'Baru-Sekali-2026', id, otp_code: code },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(member.nik, 'Baru-Sekali-2026')).statusCode).toBe(200);
    expect((await refresh(cookie)).statusCode).toBe(403);

    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { nik: member.nik, new_password: 'Lain-Lagi-2026', id, otp_code: code },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('answers an unknown NIK with the same shape and sends nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/otp/987654' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data)).toEqual(['id']);
  });

  it('voids the OTP after 5 wrong codes: the right code fails on the sixth try', async () => {
    const member = await createMember(t.app.db);
    const { id } = (await t.app.inject({ method: 'GET', url: `/api/v1/otp/${member.nik}` })).json().data;
    const code = (await latestOtpFor(member.email!))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/otp/verifikasi',
        payload: { nik: member.nik, otp_code: wrong, id },
      });
      expect(response.statusCode).toBe(400);
    }
    const sixth = await t.app.inject({
      method: 'POST',
      url: '/api/v1/otp/verifikasi',
      payload: { nik: member.nik, otp_code: code, id },
    });
    expect(sixth.statusCode).toBe(400);
  });

  it('voids the older OTP when a new one is requested', async () => {
    const member = await createMember(t.app.db);
    const first = (await t.app.inject({ method: 'GET', url: `/api/v1/otp/${member.nik}` })).json().data.id;
    const firstCode = (await latestOtpFor(member.email!))!;
    await t.app.inject({ method: 'GET', url: `/api/v1/otp/${member.nik}` });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/otp/verifikasi',
      payload: { nik: member.nik, otp_code: firstCode, id: first },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses reset with an OTP that was never verified, and a weak password', async () => {
    const member = await createMember(t.app.db);
    const { id } = (await t.app.inject({ method: 'GET', url: `/api/v1/otp/${member.nik}` })).json().data;
    const code = await latestOtpFor(member.email!);
    const unverified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { nik: member.nik, new_password: 'Baru-Sekali-2026', id, otp_code: code },
    });
    expect(unverified.statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/otp/verifikasi',
      payload: { nik: member.nik, otp_code: code, id },
    });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { nik: member.nik, new_password: 'password123', id, otp_code: code },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().message).toBe('Password terlalu umum, gunakan kombinasi lain');
  });

  it('answers a wrong OTP alike for a known and an unknown NIK, before any password rule', async () => {
    const member = await createMember(t.app.db);
    const { id } = (await t.app.inject({ method: 'GET', url: `/api/v1/otp/${member.nik}` })).json().data;
    const reset = (nik: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        // A common password: the policy must not be reached (nor argon2) without the mailed code.
        payload: { nik, new_password: 'password123', id, otp_code: '000000' },
      });
    const known = await reset(member.nik);
    const unknown = await reset('987650');
    expect(known.statusCode).toBe(400);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('Kode OTP salah atau sudah tidak berlaku');
  });

  it('limits OTP requests per NIK to 5 in the window, known or unknown alike', async () => {
    for (const nik of [(await createMember(t.app.db)).nik, '876543']) {
      for (let i = 0; i < 5; i++)
        expect(
          (await t.app.inject({ method: 'GET', url: `/api/v1/otp/${nik}`, remoteAddress: `10.0.0.${i}` }))
            .statusCode,
        ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/otp/${nik}`, remoteAddress: '10.0.1.1' }))
          .statusCode,
      ).toBe(429);
    }
  });
});

describe('POST /change-password', () => {
  const bearer = async (nik: string, password?: string) => ({
    authorization: `Bearer ${(await login(nik, password)).json().data.access_token}`,
  });

  it('changes the password with the old one and refuses a mismatch with the documented text', async () => {
    const member = await createMember(t.app.db);
    const headers = await bearer(member.nik);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers,
      payload: {
        id: member.id,
        old_password: TEST_PASSWORD,
        new_password: 'Baru-Sekali-2026',
        password_confirmation: 'Beda-2026-xx',
      },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toBe('Password dan repasswod tidak sama !');
    const wrongOld = await t.app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers,
      payload: { id: member.id, old_password: 'bukan-ini-123', new_password: 'Baru-Sekali-2026' },
    });
    expect(wrongOld.statusCode).toBe(400);
    const withNik = await t.app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers,
      payload: { id: member.id, old_password: TEST_PASSWORD, new_password: `abc${member.nik}xyz` },
    });
    expect(withNik.json().message).toBe('Password tidak boleh mengandung NIK Anda');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers,
      payload: {
        id: member.id,
        old_password: TEST_PASSWORD,
        new_password: 'Baru-Sekali-2026',
        password_confirmation: 'Baru-Sekali-2026',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password berhasil dirubah');
    expect((await login(member.nik, 'Baru-Sekali-2026')).statusCode).toBe(200);
  });

  it('ends every session at once: an access token issued before the change is refused', async () => {
    const member = await createMember(t.app.db);
    const otherDevice = await bearer(member.nik);
    const me = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
    expect((await me(otherDevice)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers: await bearer(member.nik),
      payload: {
        id: member.id,
        old_password: TEST_PASSWORD,
        new_password: 'Baru-Sekali-2026',
        password_confirmation: 'Baru-Sekali-2026',
      },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await me(otherDevice);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe('token_expired');
    expect((await me(await bearer(member.nik, 'Baru-Sekali-2026'))).statusCode).toBe(200);
  });

  it("refuses another member's id", async () => {
    const member = await createMember(t.app.db);
    const other = await createMember(t.app.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers: await bearer(member.nik),
      payload: { id: other.id, old_password: TEST_PASSWORD, new_password: 'Baru-Sekali-2026' },
    });
    expect(response.statusCode).toBe(403);
  });
});

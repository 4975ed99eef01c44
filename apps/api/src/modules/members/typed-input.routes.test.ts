import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember } from '../../../test/factories';
import { memberHeaders } from '../../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t?.close();
});

describe('phone numbers as people type them', () => {
  it.each([['+62 812-3456-7890'], ['0812 3456 7890'], ['0812-3456-7890'], ['62 812 3456 7890']])(
    '%s is stored as 081234567890',
    async (typed) => {
      const member = await createMember(t.app.db, { email: null, mobilePhone: null });
      const headers = await memberHeaders(t.app, member.nik);
      const saved = await t.app.inject({
        method: 'POST',
        url: `/api/v1/updateData/${member.id}`,
        headers,
        payload: { email: 'anggota@contoh.co.id', mobilephoneno: typed },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
      expect(me.json().data.mobilephoneno).toBe('081234567890');
    },
  );

  it('still refuses letters with 422', async () => {
    const member = await createMember(t.app.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/updateData/${member.id}`,
      headers: await memberHeaders(t.app, member.nik),
      payload: { email: 'anggota@contoh.co.id', mobilephoneno: '0812-ABCD-7890' },
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('an empty NIK', () => {
  it('is told that NIK is required, not that it is not a number', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/otp/verifikasi',
      payload: { nik: '', otp_code: '123456' },
    });
    expect(refused.statusCode).toBe(422);
    const messages = refused.json().data.errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual(['NIK wajib diisi']);
  });
});

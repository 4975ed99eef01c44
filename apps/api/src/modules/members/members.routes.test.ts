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

const signIn = (nik: string) => memberHeaders(t.app, nik);

describe('GET /me', () => {
  it('returns the signed-in member with balances computed from the ledgers', async () => {
    const member = await createMember(t.app.db, { contributionBalance: 1_230_000 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: await signIn(member.nik),
    });
    expect(response.json().data).toMatchObject({
      id: member.id,
      NIK: member.nik,
      saldoiuranwajib: 1_230_000,
      // 1.230.000 × 10 = 12.300.000, floored to the 500.000 step
      saldomaxpinjaman: 12_000_000,
      poin: 0,
    });
  });
});

describe('POST /updateData/{id}', () => {
  it('updates e-mail and phone of the signed-in member with the documented message', async () => {
    const member = await createMember(t.app.db, { email: null, mobilePhone: null });
    const headers = await signIn(member.nik);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/updateData/${member.id}`,
      headers,
      payload: { email: 'andi@contoh.co.id', mobilephoneno: '081298765432' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Update Data Email dan no telpon berhasil dilakukan Silahkan login kembali',
    );
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
    expect(me.json().data).toMatchObject({ email: 'andi@contoh.co.id', mobilephoneno: '081298765432' });
  });

  it("refuses another member's id with 403 and changes nothing", async () => {
    const member = await createMember(t.app.db);
    const other = await createMember(t.app.db, { email: 'tetap@contoh.co.id' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/updateData/${other.id}`,
      headers: await signIn(member.nik),
      payload: { email: 'curang@contoh.co.id', mobilephoneno: '081298765432' },
    });
    expect(response.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: await signIn(other.nik) });
    expect(me.json().data.email).toBe('tetap@contoh.co.id');
  });

  it('validates the body: e-mail format, phone digits only, unknown fields dropped', async () => {
    const member = await createMember(t.app.db);
    const headers = await signIn(member.nik);
    const url = `/api/v1/updateData/${member.id}`;
    const badEmail = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { email: 'bukan-email', mobilephoneno: '0812345678' },
    });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().data.errors[0].path).toBe('email');
    const badPhone = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { email: 'a@b.co', mobilephoneno: '0812-345' },
    });
    expect(badPhone.statusCode).toBe(422);
    const extra = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { email: 'a@b.co', mobilephoneno: '081234567', nik: '1' },
    });
    expect(extra.statusCode).toBe(200);
    const badId = await t.app.inject({ method: 'POST', url: '/api/v1/updateData/abc', headers, payload: {} });
    expect(badId.statusCode).toBe(422);
  });

  it('refuses anonymous callers', async () => {
    const member = await createMember(t.app.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/updateData/${member.id}`,
      payload: { email: 'a@b.co', mobilephoneno: '081234567' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /InquiryStatus/{nik}', () => {
  it('answers an empty status for a member with nothing in approval, 403 for another NIK', async () => {
    const member = await createMember(t.app.db);
    const other = await createMember(t.app.db);
    const headers = await signIn(member.nik);
    const own = await t.app.inject({ method: 'GET', url: `/api/v1/InquiryStatus/${member.nik}`, headers });
    expect(own.json()).toEqual({ code: 200, message: 'OK', data: { Status: '' } });
    const foreign = await t.app.inject({ method: 'GET', url: `/api/v1/InquiryStatus/${other.nik}`, headers });
    expect(foreign.statusCode).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createApplication, createMember, createProduct, createStaff } from '../../../test/factories';
import { type AuthHeaders, signInMember, signInStaff } from '../../../test/sessions';
import { auditLog, companies, members, outbox, pointsLedger } from '../../db/schema';

let t: TestApp;
let admin: AuthHeaders;
let hc: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers });
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin${url}`, headers: admin, payload });

describe('member list and detail', () => {
  it('searches by NIK, name and company, pages the result and hides password hashes', async () => {
    const siti = await createMember(t.app.db, { nik: '710001', name: 'Siti Rahayu' });
    await createMember(t.app.db, { nik: '710002', name: 'Siti Aminah' });
    await createMember(t.app.db, { nik: '720003', name: 'Joko Widodo' });
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, siti.companyId));

    const byNik = await get('/members?q=71');
    expect(byNik.json().data).toMatchObject({ total: 2, page: 1 });
    const byName = await get('/members?q=siti&pageSize=1', hc);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data).toMatchObject({ total: 2, pageSize: 1 });
    expect(byName.json().data.items).toHaveLength(1);
    const secondPage = await get('/members?q=siti&pageSize=1&page=2');
    expect(secondPage.json().data.items[0].name).not.toBe(byName.json().data.items[0].name);
    const byCompany = await get(`/members?q=${company?.code}`);
    expect(byCompany.json().data.items.map((m: { nik: string }) => m.nik)).toEqual(['710001']);
    const wildcard = await get('/members?q=%25');
    expect(wildcard.json().data.total).toBe(0);
    expect(byNik.body).not.toMatch(/password/i);
    expect((await get('/members?pageSize=1000')).statusCode).toBe(422);
    expect((await get('/members?page=0')).statusCode).toBe(422);
  });

  it('shows profile, contribution balance, ceiling, points and loans', async () => {
    const member = await createMember(t.app.db, { contributionBalance: 2_000_000 });
    await t.app.db
      .insert(pointsLedger)
      .values({ memberId: member.id, delta: 30, reason: 'GRANT', ref: 'uji' });
    const product = await createProduct(t.app.db);
    const application = await createApplication(t.app.db, member, product.id);
    const response = await get(`/members/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      nik: member.nik,
      contributionBalance: 2_000_000,
      maxLoan: 20_000_000,
      points: 30,
      applications: [{ id: application.id, status: 'NEW', amount: 5_000_000, agreementNo: null }],
      settlements: [],
    });
    expect(response.body).not.toMatch(/passwordHash|argon2/);
    expect((await get('/members/99999')).statusCode).toBe(404);
  });
});

describe('deactivate a resigned member', () => {
  it('turns the member inactive with the date, ends sessions, refuses a second time', async () => {
    const member = await createMember(t.app.db);
    expect((await signInMember(t.app, member.nik)).statusCode).toBe(200);
    const response = await post(`/members/${member.id}/deactivate`, { resignedAt: '2026-03-31' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.isActive).toBe(false);
    expect(row?.resignedAt?.toISOString()).toBe('2026-03-30T17:00:00.000Z');
    // Signing in again opens only the former member's read-only archive (ADR 0017), never a member session.
    const again = await signInMember(t.app, member.nik);
    expect(again.json().data.user).toBeUndefined();
    expect(again.json().data.former.leftOn).toBe('2026-03-31');
    expect((await post(`/members/${member.id}/deactivate`, {})).statusCode).toBe(409);
    expect((await post(`/members/${member.id}/deactivate`, { resignedAt: '31-03-2026' })).statusCode).toBe(
      422,
    );
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'deactivate-member'));
    expect(entry?.entityId).toBe(String(member.id));
  });
});

describe('reset a member password', () => {
  it('e-mails a readable temporary password through the outbox that works, never showing it to staff', async () => {
    const member = await createMember(t.app.db);
    const response = await post(`/members/${member.id}/reset-password`);
    expect(response.statusCode).toBe(200);
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, member.email ?? ''));
    const password = /Password sementara Anda:\s+(\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    // Three groups of four capitals and digits a person cannot misread (no 0/O, 1/I/L): K7PM-4XQR-9TWD.
    expect(password).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(response.body).not.toContain(password);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reset-member-password'));
    expect(JSON.stringify(entry)).not.toContain(password);
    expect((await signInMember(t.app, member.nik)).statusCode).toBe(401);
    const signedIn = await signInMember(t.app, member.nik, password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.mustChangePassword).toBe(true);
  });

  it('asks for a new password at the next sign-in until the member changes it', async () => {
    const member = await createMember(t.app.db);
    await post(`/members/${member.id}/reset-password`);
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, member.email ?? ''));
    const temporary = /Password sementara Anda:\s+(\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const signedIn = await signInMember(t.app, member.nik, temporary);
    const headers = { authorization: `Bearer ${signedIn.json().data.access_token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
    expect(me.json().data.mustChangePassword).toBe(true);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers,
      payload: {
        id: member.id,
        old_password: temporary,
        new_password: 'Sandi-Baru-2026!',
        password_confirmation: 'Sandi-Baru-2026!',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await signInMember(t.app, member.nik, 'Sandi-Baru-2026!');
    expect(again.json().data.user.mustChangePassword).toBe(false);
  });

  it('refuses a member without an e-mail with 409 and changes nothing', async () => {
    const member = await createMember(t.app.db, { email: null });
    const response = await post(`/members/${member.id}/reset-password`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('belum memiliki alamat email');
    expect((await signInMember(t.app, member.nik)).statusCode).toBe(200);
    expect((await post('/members/99999/reset-password')).statusCode).toBe(404);
  });
});

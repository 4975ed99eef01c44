import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff, TEST_PASSWORD } from '../../../test/factories';
import { type AuthHeaders, signInStaff } from '../../../test/sessions';
import { auditLog, companies } from '../../db/schema';
import { STAFF_COOKIE } from '../auth/session-cookie';

let t: TestApp;
let admin: AuthHeaders;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  const account = await createStaff(t.app.db, { role: 'ADMIN' });
  adminId = account.id;
  admin = await signInStaff(t.app, account.username);
});
afterAll(async () => {
  await t?.close();
});

const createBody = (overrides: Record<string, unknown> = {}) => ({
  username: `staf${Math.floor(Math.random() * 1e9)}`,
  name: 'Dewi Lestari',
  email: 'dewi@kksb.co.id',
  role: 'APPROVER',
  jobTitle: 'Manager',
  password: 'Kata-Sandi-Kuat-99',
  ...overrides,
});
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin${url}`, headers: admin, payload });
const auditOf = (action: string) => t.app.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('staff accounts', () => {
  it('creates an account that can sign in, lists it, and never returns a password hash', async () => {
    const [company] = await t.app.db.insert(companies).values({ code: 'SJF', name: 'PT SJF' }).returning();
    const member = await createMember(t.app.db);
    const body = createBody({ companyId: company?.id, memberId: member.id, unknownField: 'x' });
    const created = await post('/staff', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      username: body.username,
      role: 'APPROVER',
      jobTitle: 'Manager',
      companyId: company?.id,
      memberId: member.id,
      isActive: true,
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/staff', headers: admin });
    expect(list.json().data.map((s: { username: string }) => s.username)).toContain(body.username);
    expect(list.body + created.body).not.toMatch(/passwordHash|password_hash|argon2/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { username: body.username, password: body.password, captcha: '0', key: 'bypass' },
    });
    expect(login.statusCode).toBe(200);
    const [entry] = await auditOf('create-staff');
    expect(entry).toMatchObject({
      actorKind: 'staff',
      actorId: adminId,
      entityId: String(created.json().data.id),
    });
    expect(JSON.stringify(entry?.after)).not.toContain(body.password);
  });

  it('refuses a weak or username-containing password, a taken username and unknown links', async () => {
    const common = await post('/staff', createBody({ password: 'password123' }));
    expect(common.statusCode).toBe(422);
    expect(common.json().data.errors[0].path).toBe('password');
    const withName = await post('/staff', createBody({ username: 'rahasia', password: 'rahasia-2026!' }));
    expect(withName.statusCode).toBe(422);
    const first = createBody();
    expect((await post('/staff', first)).statusCode).toBe(201);
    const taken = await post('/staff', { ...createBody(), username: first.username });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Username sudah dipakai petugas lain');
    expect((await post('/staff', createBody({ companyId: 99999 }))).statusCode).toBe(422);
    expect((await post('/staff', createBody({ memberId: 99999 }))).statusCode).toBe(422);
    expect((await post('/staff', createBody({ jobTitle: null }))).json().data.errors[0].path).toBe(
      'jobTitle',
    );
  });

  it('answers 422 to malformed bodies and ids', async () => {
    for (const payload of [
      {},
      createBody({ role: 'ROOT' }),
      createBody({ username: 'A B' }),
      createBody({ email: 'bukan-email' }),
      createBody({ password: 'pendek' }),
    ]) {
      expect((await post('/staff', payload)).statusCode).toBe(422);
    }
    const patch = (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/admin${url}`, headers: admin, payload });
    expect((await patch('/staff/abc', { name: 'X' })).statusCode).toBe(422);
    expect((await patch(`/staff/${adminId}`, { role: 'ROOT' })).statusCode).toBe(422);
    expect((await patch(`/staff/${adminId}`, { name: '' })).statusCode).toBe(422);
    expect((await post('/staff/0/disable')).statusCode).toBe(422);
    expect((await patch('/staff/99999', { name: 'X' })).statusCode).toBe(404);
  });

  it('updates role, job title, company, name and e-mail with before/after in the audit log', async () => {
    const account = await createStaff(t.app.db, { role: 'HC', jobTitle: 'Human Capital' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/staff/${account.id}`,
      headers: admin,
      payload: { role: 'APPROVER', jobTitle: 'Ketua Koperasi', name: 'Nama Baru', email: 'baru@kksb.co.id' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      role: 'APPROVER',
      jobTitle: 'Ketua Koperasi',
      name: 'Nama Baru',
    });
    const entries = await auditOf('update-staff');
    const entry = entries.find((e) => e.entityId === String(account.id));
    expect(entry?.before).toMatchObject({ role: 'HC', jobTitle: 'Human Capital' });
    expect(entry?.after).toMatchObject({ role: 'APPROVER', jobTitle: 'Ketua Koperasi' });
    const ownRole = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/staff/${adminId}`,
      headers: admin,
      payload: { role: 'HC' },
    });
    expect(ownRole.statusCode).toBe(409);
  });

  it('disables an account: its refresh token stops working and it cannot sign in; enable restores sign-in', async () => {
    const account = await createStaff(t.app.db, { role: 'FINANCE' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { username: account.username, password: TEST_PASSWORD, captcha: '0', key: 'bypass' },
    });
    const cookie = login.cookies.find((c) => c.name === STAFF_COOKIE.name)?.value ?? '';
    const disabled = await post(`/staff/${account.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.isActive).toBe(false);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/refresh',
      cookies: { [STAFF_COOKIE.name]: cookie },
    });
    expect(refresh.statusCode).toBe(403);
    await expect(signInStaff(t.app, account.username)).rejects.toThrow();
    expect((await post(`/staff/${account.id}/enable`)).json().data.isActive).toBe(true);
    await expect(signInStaff(t.app, account.username)).resolves.toHaveProperty('authorization');
    const actions = (
      await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(account.id)))
    ).map((e) => e.action);
    expect(actions).toEqual(['disable-staff', 'enable-staff']);
  });

  it('does not let ADMIN disable their own account', async () => {
    const response = await post(`/staff/${adminId}/disable`);
    expect(response.statusCode).toBe(409);
  });

  it('does not let ADMIN link or unlink their own account to a member (the four-eyes rule reads that link)', async () => {
    const linked = await createMember(t.app.db);
    const self = await createStaff(t.app.db, { role: 'ADMIN', memberId: linked.id });
    const selfHeaders = await signInStaff(t.app, self.username);
    const change = (id: number, memberId: number | null, headers: AuthHeaders) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/admin/staff/${id}`, headers, payload: { memberId } });
    for (const memberId of [null, (await createMember(t.app.db)).id]) {
      const refused = await change(self.id, memberId, selfHeaders);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Anda tidak dapat mengubah keanggotaan yang tertaut ke akun Anda sendiri',
      );
    }
    // Saving the same link with the rest of the form is no change; another ADMIN may change it.
    expect((await change(self.id, linked.id, selfHeaders)).statusCode).toBe(200);
    const unlinked = await change(self.id, null, admin);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().data.memberId).toBeNull();
  });
});

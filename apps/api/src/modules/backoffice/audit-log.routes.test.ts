import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@kopkar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { type AuthHeaders, signInStaff } from '../../../test/sessions';
import { auditLog } from '../../db/schema';

let t: TestApp;
let admin: AuthHeaders;
let finance: AuthHeaders;
let adminId: number;
let adminName: string;
let member: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  const account = await createStaff(t.app.db, { role: 'ADMIN' });
  adminId = account.id;
  adminName = account.name;
  admin = await signInStaff(t.app, account.username);
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  member = await createMember(t.app.db);
  const at = (iso: string) => new Date(iso);
  await t.app.db.insert(auditLog).values([
    {
      actorKind: 'staff',
      actorId: adminId,
      action: 'update-setting',
      entity: 'setting',
      entityId: 'a',
      createdAt: at('2026-03-01T03:00:00Z'),
    },
    {
      actorKind: 'staff',
      actorId: adminId,
      action: 'create-staff',
      entity: 'staff',
      entityId: '9',
      createdAt: at('2026-03-02T03:00:00Z'),
    },
    // 23:30 in Jakarta on 2 March is still 2 March there.
    {
      actorKind: 'system',
      actorId: null,
      action: 'post-payroll',
      entity: 'payroll-period',
      entityId: '1',
      createdAt: at('2026-03-02T16:30:00Z'),
    },
    {
      actorKind: 'staff',
      actorId: 999,
      action: 'update-setting',
      entity: 'setting',
      entityId: 'b',
      createdAt: at('2026-03-03T03:00:00Z'),
    },
  ]);
  await t.app.db.insert(auditLog).values({
    actorKind: 'member',
    actorId: member.id,
    action: 'request-savings-withdrawal',
    entity: 'savings-withdrawal',
    entityId: 'w',
    createdAt: at('2026-02-01T03:00:00Z'),
  });
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/audit-log?${query}`,
    headers: admin,
  });
  return response;
};
const idsOf = async (query: string) =>
  (await list(query)).json().data.items.map((item: { entityId: string }) => item.entityId);

describe('audit log', () => {
  it('lists newest first with the staff username, paged', async () => {
    const response = await list('pageSize=2');
    expect(response.json().data).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(response.json().data.items.map((i: { entityId: string }) => i.entityId)).toEqual(['b', '1']);
    expect(await idsOf('pageSize=2&page=2')).toEqual(['9', 'a']);
    const [, , created] = (await list('')).json().data.items;
    expect(created).toMatchObject({
      actorKind: 'staff',
      actorUsername: expect.any(String),
      action: 'create-staff',
    });
  });

  it('filters by entity, action, actor and Jakarta date range', async () => {
    expect(await idsOf('entity=setting')).toEqual(['b', 'a']);
    expect(await idsOf('action=create-staff')).toEqual(['9']);
    expect(await idsOf(`actorKind=staff&actorId=${adminId}`)).toEqual(['9', 'a']);
    expect(await idsOf('actorKind=system')).toEqual(['1']);
    expect(await idsOf('from=2026-03-02&to=2026-03-02')).toEqual(['1', '9']);
    expect(await idsOf('from=2026-03-03')).toEqual(['b']);
  });

  it('names each actor: staff by name, username and role, a member by name and NIK, the system by nothing', async () => {
    const byEntity = async (entityId: string) =>
      (await list('pageSize=50'))
        .json()
        .data.items.find((item: { entityId: string }) => item.entityId === entityId);
    expect(await byEntity('9')).toMatchObject({ actorName: adminName, actorRole: 'ADMIN', actorNik: null });
    expect(await byEntity('w')).toMatchObject({
      actorKind: 'member',
      actorName: member.name,
      actorNik: member.nik,
      actorRole: null,
      actorUsername: null,
    });
    expect(await byEntity('1')).toMatchObject({ actorName: null, actorNik: null, actorRole: null });
    // an account since removed: the id stays, no name is made up
    expect(await byEntity('b')).toMatchObject({ actorId: 999, actorName: null, actorRole: null });
  });

  it('filters on every kind the log records (savings, settlement, SHU, data requests, resignation…)', async () => {
    expect(await idsOf('entity=savings-withdrawal')).toEqual(['w']);
    expect(await idsOf('entity=payroll-period')).toEqual(['1']);
    for (const entity of AUDIT_ENTITIES) expect((await list(`entity=${entity}`)).statusCode).toBe(200);
    for (const action of AUDIT_ACTIONS) expect((await list(`action=${action}`)).statusCode).toBe(200);
  });

  it('refuses malformed filters with 422', async () => {
    for (const query of [
      'from=02-03-2026',
      'actorKind=robot',
      'actorId=abc',
      'pageSize=0',
      'entity=ledger',
      'action=approve-everything',
    ]) {
      expect((await list(query)).statusCode).toBe(422);
    }
  });

  it('answers ADMIN only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit-log', headers: finance });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit-log' })).statusCode).toBe(401);
  });
});

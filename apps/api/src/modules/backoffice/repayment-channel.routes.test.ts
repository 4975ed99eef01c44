import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { auditLog, members } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;
let hc: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
});
afterAll(async () => {
  await t?.close();
});

const put = (id: number, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/admin/members/${id}/repayment-channel`, headers, payload });

describe('PUT /admin/members/:id/repayment-channel', () => {
  it('lets ADMIN mark a member as paying by transfer, audited, and shows it on the detail', async () => {
    const member = await createMember(t.app.db);
    const reply = await put(member.id, admin, { repaymentChannel: 'TRANSFER' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      message: 'Cara bayar angsuran disimpan',
      data: { id: member.id, repaymentChannel: 'TRANSFER' },
    });
    const [row] = await t.app.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.repaymentChannel).toBe('TRANSFER');
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'set-repayment-channel'), eq(auditLog.entityId, String(member.id))));
    expect(audit).toMatchObject({
      before: { repaymentChannel: 'PAYROLL' },
      after: { repaymentChannel: 'TRANSFER' },
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/members/${member.id}`,
      headers: admin,
    });
    expect(detail.json().data.repaymentChannel).toBe('TRANSFER');
  });

  it('refuses HC (403), an unknown member (404) and an unknown channel (422)', async () => {
    const member = await createMember(t.app.db);
    expect((await put(member.id, hc, { repaymentChannel: 'TRANSFER' })).statusCode).toBe(403);
    expect((await put(999_999, admin, { repaymentChannel: 'TRANSFER' })).statusCode).toBe(404);
    const bad = await put(member.id, admin, { repaymentChannel: 'CASH' });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().data.errors)).toContain('Pilih cara bayar angsuran');
  });
});

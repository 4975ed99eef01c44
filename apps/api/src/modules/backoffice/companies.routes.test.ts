import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createApplication,
  createChain,
  createMember,
  createProduct,
  createStaff,
} from '../../../test/factories';
import { type AuthHeaders, signInStaff } from '../../../test/sessions';
import { applications, auditLog } from '../../db/schema';

let t: TestApp;
let admin: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
});
afterAll(async () => {
  await t?.close();
});

const TWO_APPROVERS = {
  steps: [
    { role: 'HC', jobTitle: 'Human Capital' },
    { role: 'APPROVER', jobTitle: 'Manager' },
    { role: 'APPROVER', jobTitle: 'Ketua Koperasi' },
  ],
};
const putChain = (companyId: number | string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/admin/companies/${companyId}/chain`, headers: admin, payload });

describe('companies and approval chains', () => {
  it('lists companies with their ordered chain and replaces a chain, audited before/after', async () => {
    const member = await createMember(t.app.db);
    await createChain(t.app.db, member.companyId);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/companies', headers: admin });
    const company = list.json().data.find((c: { id: number }) => c.id === member.companyId);
    expect(company.chain.map((s: { jobTitle: string }) => s.jobTitle)).toEqual([
      'Human Capital',
      'Atasan Langsung',
      'Manager',
      'Ketua Koperasi',
    ]);
    const replaced = await putChain(member.companyId, TWO_APPROVERS);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.chain).toEqual([
      { stepNo: 1, role: 'HC', jobTitle: 'Human Capital' },
      { stepNo: 2, role: 'APPROVER', jobTitle: 'Manager' },
      { stepNo: 3, role: 'APPROVER', jobTitle: 'Ketua Koperasi' },
    ]);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'replace-approval-chain'));
    expect(entry?.before).toHaveLength(4);
    expect(entry?.after).toHaveLength(3);
  });

  it('refuses a change while the company has an application in approval, allows it once decided', async () => {
    const member = await createMember(t.app.db);
    await createChain(t.app.db, member.companyId);
    const product = await createProduct(t.app.db);
    const inFlight = await createApplication(t.app.db, member, product.id, { currentStep: 3 });
    const refused = await putChain(member.companyId, TWO_APPROVERS);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('masih ada 1 pengajuan dalam proses approval');
    await t.app.db
      .update(applications)
      .set({ type: 'NST', status: 'RJT', offeredAmount: 4_000_000, offerStatus: 'OPEN' })
      .where(eq(applications.id, inFlight.id));
    expect((await putChain(member.companyId, TWO_APPROVERS)).statusCode).toBe(409);
    await t.app.db
      .update(applications)
      .set({ status: 'CNCL', offerStatus: 'DECLINED' })
      .where(eq(applications.id, inFlight.id));
    expect((await putChain(member.companyId, TWO_APPROVERS)).statusCode).toBe(200);
  });

  it('validates the chain: HC first, then 1–3 approvers', async () => {
    const member = await createMember(t.app.db);
    const hc = { role: 'HC', jobTitle: 'Human Capital' };
    const approver = { role: 'APPROVER', jobTitle: 'Manager' };
    for (const steps of [
      [hc],
      [approver, hc],
      [hc, approver, approver, approver, approver],
      [hc, hc],
      [hc, { role: 'APPROVER', jobTitle: '' }],
    ]) {
      expect((await putChain(member.companyId, { steps })).statusCode).toBe(422);
    }
    expect((await putChain('x', { steps: [hc, approver] })).statusCode).toBe(422);
    expect((await putChain(99999, { steps: [hc, approver] })).statusCode).toBe(404);
  });
});

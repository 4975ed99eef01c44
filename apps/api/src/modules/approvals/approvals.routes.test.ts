import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalScenario, hcApprove } from '../../../test/approval-scenario';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProduct, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { approvalHistory, auditLog, notifications, outbox, staff } from '../../db/schema';

let t: TestApp;
let productId: number;
let helpers: ReturnType<typeof approvalScenario>;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
  helpers = approvalScenario(t.app, productId);
});
afterAll(async () => {
  await t?.close();
});

const staffHeaders = (account: { username: string }) => signInStaff(t.app, account.username);
const scenario = () => helpers.scenario();
const decide = (headers: Record<string, string>, id: number, payload: object) =>
  helpers.decide(headers, id, payload);
const reload = (id: number) => helpers.reload(id);

describe('approval chain', () => {
  it('walks a three-approver chain to APV, one step at a time, notifying and auditing', async () => {
    const { member, application, headers } = await scenario();
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/approvals/queue',
      headers: headers.hc,
    });
    expect(queue.json().data.map((item: { id: number }) => item.id)).toContain(application.id);
    const notYet = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/approvals/queue',
      headers: headers.a1,
    });
    expect(notYet.json().data.map((item: { id: number }) => item.id)).not.toContain(application.id);

    expect((await decide(headers.hc, application.id, hcApprove)).statusCode).toBe(200);
    expect(await reload(application.id)).toMatchObject({
      currentStep: 2,
      hcChecklist: true,
      hcRecommendation: 'YES',
      hcNote: 'Dokumen lengkap',
    });
    expect((await decide(headers.a1, application.id, { action: 'APPROVE' })).statusCode).toBe(200);
    expect((await decide(headers.a2, application.id, { action: 'APPROVE', notes: 'OK' })).statusCode).toBe(
      200,
    );
    expect((await reload(application.id)).status).toBe('NEW');
    expect((await decide(headers.a3, application.id, { action: 'APPROVE' })).statusCode).toBe(200);
    expect((await reload(application.id)).status).toBe('APV');

    const history = await t.app.db
      .select()
      .from(approvalHistory)
      .where(eq(approvalHistory.applicationId, application.id));
    expect(history.map((row) => [row.stepNo, row.status])).toEqual([
      [1, 'APV'],
      [2, 'APV'],
      [3, 'APV'],
      [4, 'APV'],
    ]);
    const notes = await t.app.db.select().from(notifications).where(eq(notifications.memberId, member.id));
    expect(notes.at(-1)?.logHeader).toBe('APV');
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.toAddress, member.email!));
    expect(mails.length).toBe(4);
    expect(await t.app.db.$count(auditLog, eq(auditLog.entityId, String(application.id)))).toBe(4);
  });

  it('refuses the wrong role, the wrong step, deciding twice and a decision after the end', async () => {
    const { application, headers } = await scenario();
    expect((await decide(headers.finance, application.id, hcApprove)).statusCode).toBe(403);
    expect((await decide(headers.a1, application.id, { action: 'APPROVE' })).statusCode).toBe(403);
    expect((await decide(headers.hc, application.id, hcApprove)).statusCode).toBe(200);
    const twice = await decide(headers.hc, application.id, hcApprove);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/sudah diputuskan/);
    expect(
      (await decide(headers.a1, application.id, { action: 'REJECT', reason: 'Masa kerja kurang' }))
        .statusCode,
    ).toBe(200);
    expect(await reload(application.id)).toMatchObject({ status: 'RJT', rejectReason: 'Masa kerja kurang' });
    expect((await decide(headers.a2, application.id, { action: 'APPROVE' })).statusCode).toBe(409);
  });

  it('requires the HC checklist at step 1, a reason to reject, and refuses a member token', async () => {
    const { member, application, headers } = await scenario();
    expect((await decide(headers.hc, application.id, { action: 'APPROVE' })).statusCode).toBe(422);
    expect((await decide(headers.hc, application.id, { action: 'REJECT', reason: '' })).statusCode).toBe(422);
    expect(
      (
        await decide(headers.hc, application.id, {
          action: 'COUNTER_OFFER',
          offeredAmount: 5_000_000,
          offeredTenor: 6,
        })
      ).statusCode,
    ).toBe(422);
    const memberAuth = await memberHeaders(t.app, member.nik);
    const asMember = await decide(memberAuth, application.id, hcApprove);
    expect(asMember.statusCode).toBe(403);
    expect((await decide({}, application.id, hcApprove)).statusCode).toBe(401);
  });

  it('refuses a decider whose account was disabled or demoted after signing in, without waiting for the token to expire', async () => {
    const { application, headers } = await scenario();
    const [hcAccount] = await t.app.db
      .select()
      .from(staff)
      .where(eq(staff.role, 'HC'))
      .orderBy(desc(staff.id))
      .limit(1);
    await t.app.db.update(staff).set({ isActive: false }).where(eq(staff.id, hcAccount!.id));
    const disabled = await decide(headers.hc, application.id, hcApprove);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toBe('Akun petugas tidak aktif');
    await t.app.db.update(staff).set({ isActive: true, role: 'EDITOR' }).where(eq(staff.id, hcAccount!.id));
    expect((await decide(headers.hc, application.id, hcApprove)).statusCode).toBe(403);
  });

  it('refuses a decider deciding their own application (four-eyes)', async () => {
    const { member, application } = await scenario();
    const selfHc = await createStaff(t.app.db, {
      role: 'HC',
      jobTitle: 'Human Capital',
      memberId: member.id,
    });
    const response = await decide(await staffHeaders(selfHc), application.id, hcApprove);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Anda tidak dapat memutuskan pengajuan Anda sendiri');
  });

  it('counter-offer: NST with the instalment recomputed; the member accepts; only the final step decides again', async () => {
    const { member, application, headers } = await scenario();
    await decide(headers.hc, application.id, hcApprove);
    const tooHigh = await decide(headers.a1, application.id, {
      action: 'COUNTER_OFFER',
      offeredAmount: 12_500_000,
      offeredTenor: 12,
    });
    expect(tooHigh.statusCode).toBe(422);
    expect(
      (
        await decide(headers.a1, application.id, {
          action: 'COUNTER_OFFER',
          offeredAmount: 6_000_000,
          offeredTenor: 12,
        })
      ).statusCode,
    ).toBe(200);
    // 6.000.000 at 12 %/yr over 12 months
    expect(await reload(application.id)).toMatchObject({
      type: 'NST',
      status: 'RJT',
      offeredAmount: 6_000_000,
      offeredTenorMonths: 12,
      offeredInstalmentAmount: 533_093,
      offerStatus: 'OPEN',
    });

    const memberAuth = await memberHeaders(t.app, member.nik);
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/v1/PengajuanPinjamanNST',
      headers: memberAuth,
      payload: { id: application.id, NIK: member.nik, approval: 1 },
    });
    expect(accept.statusCode).toBe(200);
    expect(await reload(application.id)).toMatchObject({
      status: 'NEW',
      offerStatus: 'ACCEPTED',
      amount: 6_000_000,
      currentStep: 4,
      round: 2,
    });
    expect((await decide(headers.a2, application.id, { action: 'APPROVE' })).statusCode).toBe(403);
    expect((await decide(headers.a3, application.id, { action: 'APPROVE' })).statusCode).toBe(200);
    expect((await reload(application.id)).status).toBe('APV');
  });

  it('shows the application detail with schedule and documents to deciders only', async () => {
    const { application, headers } = await scenario();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/applications/${application.id}`,
      headers: headers.hc,
    });
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data;
    expect(data.schedule).toHaveLength(12);
    expect(data.schedule[0].instalment).toBe(1_066_185);
    expect(data.canDecide).toBe(true);
    expect(data.member.NIK).toBeDefined();
    const outsider = await createStaff(t.app.db, { role: 'APPROVER', jobTitle: 'Direktur' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/applications/${application.id}`,
          headers: await staffHeaders(outsider),
        })
      ).statusCode,
    ).toBe(403);
    const editor = await createStaff(t.app.db, { role: 'EDITOR' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/applications/${application.id}`,
          headers: await staffHeaders(editor),
        })
      ).statusCode,
    ).toBe(403);
  });
});

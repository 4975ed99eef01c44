import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalScenario } from '../../../test/approval-scenario';
import { linesOfEvent, watchBooks } from '../../../test/books';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createApplication, createProduct } from '../../../test/factories';
import { memberHeaders } from '../../../test/sessions';
import { agreements, auditLog, notifications } from '../../db/schema';

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

describe('funding', () => {
  const approved = (member: Parameters<typeof helpers.approved>[0] = {}) => helpers.approved(member);
  const scenario = () => helpers.scenario();
  const reload = (id: number) => helpers.reload(id);
  const fund = (headers: Record<string, string>, id: number, payload: object, suffix = '') =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/funding/${id}${suffix}`, headers, payload });

  it('funds with the golden figures, creates the schedule and notifies FUN; funding twice changes nothing', async () => {
    const { member, application, headers } = await approved();
    const preview = await fund(headers.finance, application.id, { fundingDate: '2026-11-10' }, '/preview');
    // 12.000.000: admin 1 % = 120.000, PTA 0,5 % = 60.000, paid out 11.820.000; first deduction the 25th of next month
    expect(preview.json().data).toMatchObject({
      payee: {
        memberName: member.name,
        NIK: member.nik,
        ApprovalNo: application.approvalNo,
        FinancePurpose: application.financePurpose,
        payrollAccountNo: '1230045678',
        payrollAccountName: 'ANGGOTA UJI',
        blockedReason: null,
      },
      FeeAdmin: 120_000,
      pta: 60_000,
      sisapokok: 0,
      sisabunga: 0,
      TotalPencairan: 11_820_000,
      TglPotongan: '2026-12-25',
    });
    const books = await watchBooks(t.app.db);
    const first = await fund(headers.finance, application.id, { fundingDate: '2026-11-10' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      TotalPencairan: 11_820_000,
      TglPencairan: '2026-11-10',
      TglPotongan: '2026-12-25',
    });
    expect(first.json().data.AgreementNo).toMatch(/^PK202611-\d{5}$/);
    const again = await fund(headers.finance, application.id, { fundingDate: '2026-11-12' });
    expect(again.json()).toMatchObject({
      code: 200,
      message: 'Pengajuan ini sudah dicairkan sebelumnya',
      data: { AgreementNo: first.json().data.AgreementNo, TglPencairan: '2026-11-10' },
    });
    expect((await reload(application.id)).status).toBe('FUN');
    // One entry, in the funding's transaction: the receivable, the bank, the fee and the premium.
    expect(await linesOfEvent(t.app.db, `funding:${first.json().data.AgreementNo}`)).toEqual([
      '1201 D 12000000',
      '1102 K 11820000',
      '4102 K 120000',
      '2102 K 60000',
    ]);
    await books.expectMovedTogether();

    const memberAuth = await memberHeaders(t.app, member.nik);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/MyLoan/${application.id}`,
      headers: memberAuth,
    });
    expect(mine.json().data).toMatchObject({
      TotalPencairan: 11_820_000,
      FeeAdmin: 120_000,
      pta: 60_000,
      TglPencairan: '2026-11-10',
      TglPotongan: '2026-12-25',
    });
    const notes = await t.app.db.select().from(notifications).where(eq(notifications.memberId, member.id));
    expect(notes.at(-1)?.logHeader).toBe('FUN');
  });

  it('replaces a running loan: its remaining principal and its running interest to the funding day come off, and it becomes FIN', async () => {
    const first = await approved();
    await fund(first.headers.finance, first.application.id, { fundingDate: '2026-11-01' });
    const second = await createApplication(t.app.db, first.member, productId, {
      status: 'APV',
      amount: 20_000_000,
      tenorMonths: 24,
      instalmentAmount: 941_469,
      effectiveRate: '12.00',
    });
    const preview = (
      await fund(first.headers.finance, second.id, { fundingDate: '2026-11-10' }, '/preview')
    ).json().data;
    const running = preview.runningLoans[0];
    // nothing paid yet on the first loan: the whole 12.000.000 and 9 of the 54 days (01-11 → 25-12) of the first
    // row's 120.000 interest (ADR 0018)
    expect(running).toMatchObject({ sisapokok: 12_000_000, sisabunga: 20_000 });
    const books = await watchBooks(t.app.db);
    const funded = await fund(first.headers.finance, second.id, {
      fundingDate: '2026-11-10',
      replaceAgreementId: running.id,
    });
    expect(funded.json().data.TotalPencairan).toBe(20_000_000 - 200_000 - 100_000 - 12_000_000 - 20_000);
    expect((await reload(first.application.id)).status).toBe('FIN');
    // The replaced loan's receivable closes and its running interest is earned, in the same entry.
    expect(await linesOfEvent(t.app.db, `funding:${funded.json().data.AgreementNo}`)).toEqual([
      '1201 D 20000000',
      '1102 K 7680000',
      '4102 K 200000',
      '2102 K 100000',
      '1201 K 12000000',
      '4101 K 20000',
    ]);
    await books.expectMovedTogether();
  });

  it('refuses funding by other roles and funding an application that is not approved', async () => {
    const { application, headers } = await scenario();
    expect((await fund(headers.hc, application.id, { fundingDate: '2026-11-10' })).statusCode).toBe(403);
    expect((await fund(headers.finance, application.id, { fundingDate: '2026-11-10' })).statusCode).toBe(409);
    expect((await fund(headers.finance, application.id, { fundingDate: '10-11-2026' })).statusCode).toBe(422);
  });

  it('refuses to fund a member with no payroll account on record, saying why; the preview says it first', async () => {
    const { member, application, headers } = await approved({
      payrollAccountNo: null,
      payrollAccountName: null,
    });
    const reason = `Pencairan tidak dapat dilakukan: rekening payroll ${member.name} (NIK ${member.nik}) belum tercatat. Lengkapi rekening payroll anggota lebih dulu.`;
    const preview = await fund(headers.finance, application.id, { fundingDate: '2026-11-10' }, '/preview');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.payee).toMatchObject({ payrollAccountNo: null, blockedReason: reason });

    const refused = await fund(headers.finance, application.id, { fundingDate: '2026-11-10' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 409, message: reason });
    expect((await reload(application.id)).status).toBe('APV');
    expect(await t.app.db.$count(agreements, eq(agreements.applicationId, application.id))).toBe(0);
  });

  it('records the payroll account the money went to in the audit entry', async () => {
    const { application, headers } = await approved();
    await fund(headers.finance, application.id, { fundingDate: '2026-11-10' });
    const funded = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'fund-application'));
    expect(funded.find((row) => row.entityId === String(application.id))?.after).toMatchObject({
      status: 'FUN',
      payrollAccountNo: '1230045678',
      payrollAccountName: 'ANGGOTA UJI',
    });
  });

  it('answers the preview only to FINANCE and only for an approved application', async () => {
    const { application, headers } = await scenario();
    const body = { fundingDate: '2026-11-10' };
    expect((await fund(headers.hc, application.id, body, '/preview')).statusCode).toBe(403);
    expect((await fund(headers.finance, application.id, body, '/preview')).statusCode).toBe(409);
    expect((await fund(headers.finance, 999_999, body, '/preview')).statusCode).toBe(404);
    expect(
      (await fund(headers.finance, application.id, { fundingDate: 'kemarin' }, '/preview')).statusCode,
    ).toBe(422);
  });
});

import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createApplication,
  createFundedLoan,
  createMember,
  createProduct,
  createStaff,
} from '../../../test/factories';
import { type AuthHeaders, memberHeaders, signInStaff } from '../../../test/sessions';
import { applications, auditLog } from '../../db/schema';
import { storeFile } from '../../plugins/uploads';

const EXPORT_URL = '/api/v1/account/data/export';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t?.close();
});

const selfieBytes = (label: string) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(label)]);

/** A member with one funded loan whose application carries a selfie, and a second, older application. */
async function memberWithLoanAndSelfie(label: string) {
  const member = await createMember(t.app.db);
  const product = await createProduct(t.app.db);
  const loan = await createFundedLoan(t.app.db, member, product.id, {
    amount: 6_000_000,
    tenorMonths: 12,
    ratePercent: 12,
    fundingDate: '2026-01-10',
    paidRows: 2,
  });
  const selfieId = await storeFile(
    t.app.db,
    { data: selfieBytes(label), mime: 'image/jpeg' },
    { kind: 'member', id: member.id, purpose: 'SELFIE' },
  );
  await t.app.db
    .update(applications)
    .set({ selfieFileId: selfieId })
    .where(eq(applications.id, loan.application.id));
  await createApplication(t.app.db, member, product.id, {
    status: 'RJT',
    rejectReason: 'Plafon tidak cukup',
  });
  return { member, loan, headers: await memberHeaders(t.app, member.nik) };
}

const exportData = (headers?: AuthHeaders) => t.app.inject({ method: 'GET', url: EXPORT_URL, headers });

function unzip(payload: Buffer) {
  const entries = unzipSync(new Uint8Array(payload));
  const data = JSON.parse(Buffer.from(entries['data.json'] ?? new Uint8Array()).toString('utf8'));
  return { entries, data };
}

describe('GET /account/data/export (UU PDP: the member’s own copy)', () => {
  it('answers a ZIP of the member’s records and files, and nothing of another member', async () => {
    const siti = await memberWithLoanAndSelfie('selfie-siti');
    const other = await memberWithLoanAndSelfie('selfie-lain');

    const response = await exportData(siti.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="data-saya-${siti.member.nik}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const { entries, data } = unzip(response.rawPayload);
    expect(data.profile.nik).toBe(siti.member.nik);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|argon2|idempotency|requestHash/i);
    expect(data.agreements.map((row: { agreementNo: string }) => row.agreementNo)).toEqual([
      siti.loan.agreement.agreementNo,
    ]);
    expect(data.agreements[0].instalments).toHaveLength(12);
    expect(data.applications.map((row: { status: string }) => row.status).sort()).toEqual(['FUN', 'RJT']);

    const selfiePath = `files/pengajuan-${siti.loan.application.approvalNo}/swafoto-ktp.jpg`;
    expect(data.applications.find((row: { status: string }) => row.status === 'FUN').documents.selfie).toBe(
      selfiePath,
    );
    expect(Object.keys(entries).sort()).toEqual(['data.json', selfiePath, 'ringkasan-data-saya.pdf']);
    expect(Buffer.from(entries[selfiePath] ?? new Uint8Array())).toEqual(selfieBytes('selfie-siti'));

    const text = Buffer.from(response.rawPayload).toString('latin1') + JSON.stringify(data);
    expect(text).not.toContain(other.member.nik);
    expect(text).not.toContain(other.loan.agreement.agreementNo);
    expect(text).not.toContain('selfie-lain');
  });

  it('writes the export to the audit log with the member as actor', async () => {
    const { member, headers } = await memberWithLoanAndSelfie('selfie-audit');
    expect((await exportData(headers)).statusCode).toBe(200);
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(member.id)));
    expect(rows.filter((row) => row.action === 'export-member-data')).toMatchObject([
      { actorKind: 'member', actorId: member.id, entity: 'member', after: { files: 1 } },
    ]);
  });

  it('names a member without any file or loan an archive of only data.json and its readable summary', async () => {
    const member = await createMember(t.app.db);
    const response = await exportData(await memberHeaders(t.app, member.nik));
    const { entries, data } = unzip(response.rawPayload);
    expect(Object.keys(entries)).toEqual(['data.json', 'ringkasan-data-saya.pdf']);
    expect(data).toMatchObject({ agreements: [], applications: [], files: [], consents: [] });
  });

  it('is 401 without a token and 403 for a staff token', async () => {
    const anonymous = await exportData();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(401);
    const clerk = await createStaff(t.app.db, { role: 'ADMIN' });
    const staffCall = await exportData(await signInStaff(t.app, clerk.username));
    expect(staffCall.statusCode).toBe(403);
    expect(staffCall.json()).toMatchObject({ code: 403, message: 'Khusus anggota koperasi', data: null });
  });

  it('answers 429 in the envelope after three exports in an hour, per member', async () => {
    const member = await createMember(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    for (let call = 0; call < 3; call += 1) expect((await exportData(headers)).statusCode).toBe(200);
    const limited = await exportData(headers);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(limited.json()).toEqual({
      code: 429,
      message: 'Anda sudah mengunduh data terlalu sering. Silakan coba lagi dalam satu jam.',
      data: null,
    });
    const someoneElse = await createMember(t.app.db);
    expect((await exportData(await memberHeaders(t.app, someoneElse.nik))).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  createApplication,
  createChain,
  createFundedLoan,
  createMember,
  createProduct,
  createStaff,
} from '../../test/factories';
import {
  pdfWithAppendedHtml,
  pdfWithEscapedJavaScript,
  pdfWithEscapedOpenAction,
  pdfWithScriptInObjectStream,
} from '../../test/pdf-fixtures';
import { type AuthHeaders, memberHeaders, newBorrower, signInStaff } from '../../test/sessions';
import { jpegWithGps, pdf, png, toDataUrl, withAppendedScript } from '../../test/upload-fixtures';
import { applications } from '../db/schema';
import { storeFile } from './uploads';

/**
 * Files: hostile uploads are refused at the API with 415 and an Indonesian message, and every stored user
 * file goes back out with headers that stop a browser from running it (sandbox CSP, nosniff, attachment for PDFs).
 */
let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
});
afterAll(async () => {
  await t?.close();
});

let callCount = 0;
const inject = (method: 'GET' | 'POST', url: string, headers: AuthHeaders, payload?: object) => {
  callCount += 1;
  // Each call from its own address: the per-IP limits are not what these tests are about.
  const remoteAddress = `10.11.${Math.floor(callCount / 250)}.${callCount % 250}`;
  return t.app.inject({ method, url: `/api/v1${url}`, headers, payload, remoteAddress });
};

const applicationBody = async (nik: string, files: Record<string, Buffer> = {}) => ({
  NIK: nik,
  EmployeeName: 'Anggota Uji',
  ProductID: productId,
  FinancePurpose: 'Renovasi rumah',
  PhotoKTP: toDataUrl(files.PhotoKTP ?? (await jpegWithGps()), 'image/jpeg'),
  PhotoPendukung: toDataUrl(files.PhotoPendukung ?? pdf(), 'application/pdf'),
  DocPendukung: toDataUrl(files.DocPendukung ?? (await png()), 'image/png'),
  loan_amount: 6_000_000,
  interest: 12,
  term_years: 1,
  tenor: 12,
  InstallmentAmount: 1,
  OSPrincipalAmount: 6_000_000,
  OSPInterestAmount: 0,
  from_web: 1,
});

const ACTIVE = 'File PDF berisi konten aktif dan tidak dapat diterima';
const TRAILING = 'File berisi data tambahan di luar isinya dan tidak dapat diterima. Unggah file aslinya';

describe('uploads refused at the API', () => {
  it('answers 415 in the envelope, stores nothing, for hostile PDFs and polyglot pictures', async () => {
    const cases: [string, Record<string, Buffer>, string][] = [
      ['/J#61vaScript', { PhotoPendukung: pdfWithEscapedJavaScript() }, ACTIVE],
      ['/O#70enAction', { PhotoPendukung: pdfWithEscapedOpenAction() }, ACTIVE],
      ['JavaScript in an object stream', { DocPendukung: pdfWithScriptInObjectStream() }, ACTIVE],
      ['PDF + HTML', { DocPendukung: pdfWithAppendedHtml() }, TRAILING],
      ['PNG + script', { DocPendukung: withAppendedScript(await png()) }, TRAILING],
      ['JPEG + script', { PhotoKTP: withAppendedScript(await jpegWithGps()) }, TRAILING],
    ];
    const { member, headers } = await newBorrower(t.app);
    for (const [name, files, message] of cases) {
      const response = await inject(
        'POST',
        '/PengajuanPinjaman',
        headers,
        await applicationBody(member.nik, files),
      );
      expect(response.statusCode, name).toBe(415);
      expect(response.json(), name).toEqual({ code: 415, message, data: null });
    }
    expect(await t.app.db.$count(applications, eq(applications.memberId, member.id))).toBe(0);
    const accepted = await inject('POST', '/PengajuanPinjaman', headers, await applicationBody(member.nik));
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses a polyglot avatar the same way', async () => {
    const member = await createMember(t.app.db);
    const response = await inject(
      'POST',
      `/ChangeProfile/${member.id}`,
      await memberHeaders(t.app, member.nik),
      {
        photo: toDataUrl(withAppendedScript(await jpegWithGps()), 'image/jpeg'),
      },
    );
    expect(response.json()).toEqual({ code: 415, message: TRAILING, data: null });
  });
});

const SANDBOX = /^sandbox; default-src 'none'/;

describe('stored user files as they are served', () => {
  it('/admin/files/{id}: a PDF as an attachment, a photo inline, both sandboxed and never cached', async () => {
    const member = await createMember(t.app.db);
    await createChain(t.app.db, member.companyId);
    const owner = { kind: 'member' as const, id: member.id };
    const formFileId = await storeFile(
      t.app.db,
      { data: pdf(), mime: 'application/pdf' },
      { ...owner, purpose: 'FORM' },
    );
    const selfieFileId = await storeFile(
      t.app.db,
      { data: await jpegWithGps(), mime: 'image/jpeg' },
      { ...owner, purpose: 'SELFIE' },
    );
    await createApplication(t.app.db, member, productId, { formFileId, selfieFileId });
    const hc = await signInStaff(
      t.app,
      (await createStaff(t.app.db, { role: 'HC', jobTitle: 'Human Capital', companyId: member.companyId }))!
        .username,
    );

    const document = await inject('GET', `/admin/files/${formFileId}`, hc);
    expect(document.statusCode).toBe(200);
    expect(document.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="dokumen-${formFileId}.pdf"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(document.headers['content-security-policy']).toMatch(SANDBOX);
    expect(document.rawPayload.equals(pdf())).toBe(true);

    const photo = await inject('GET', `/admin/files/${selfieFileId}`, hc);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `inline; filename="dokumen-${selfieFileId}.jpg"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(photo.headers['content-security-policy']).toMatch(SANDBOX);
  });

  it('/admin/settlements/{id}/proof: the transfer proof inline, sandboxed, never cached', async () => {
    const member = await createMember(t.app.db);
    const { agreement } = await createFundedLoan(t.app.db, member, productId, {
      amount: 12_000_000,
      tenorMonths: 12,
      ratePercent: 12,
      fundingDate: '2026-01-10',
      paidRows: 3,
    });
    const headers = await memberHeaders(t.app, member.nik);
    const finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    const requested = await inject('POST', '/Pelunasan', headers, {
      id: agreement.id,
      NIK: member.nik,
      TglPengajuan: '2026-11-30',
      PaidAmount: 1,
      AgreementNo: agreement.agreementNo,
    });
    const settlementId = requested.json().data.id;
    await inject('POST', `/admin/settlements/${settlementId}/approve`, finance, {});
    const upload = await inject('POST', `/UploadBuktiPelunasan/${settlementId}`, headers, {
      BuktiPelunasan: toDataUrl(await png(), 'image/png'),
    });
    expect(upload.statusCode).toBe(200);

    const proof = await inject('GET', `/admin/settlements/${settlementId}/proof`, finance);
    expect(proof.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `inline; filename="bukti-transfer-${settlementId}.jpg"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(proof.headers['content-security-policy']).toMatch(SANDBOX);
  });

  it('/files/avatar/{id}: inline and sandboxed, cached privately for an hour as before', async () => {
    const member = await createMember(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    await inject('POST', `/ChangeProfile/${member.id}`, headers, {
      photo: toDataUrl(await png(), 'image/png'),
    });
    const avatar = await inject('GET', `/files/avatar/${member.id}`, headers);
    expect(avatar.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `inline; filename="foto-profil-${member.id}.jpg"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
    expect(avatar.headers['content-security-policy']).toMatch(SANDBOX);
  });

  it('/files/content/{id}: inline and sandboxed, with its public caching and ETag kept', async () => {
    const editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
    const fileId = await storeFile(
      t.app.db,
      { data: await png(40, 30), mime: 'image/png' },
      { kind: 'system', id: null, purpose: 'CONTENT' },
    );
    const preview = await inject('GET', `/files/content/${fileId}`, editor);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="gambar-${fileId}.png"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(preview.headers['content-security-policy']).toMatch(SANDBOX);
    expect(preview.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  });
});

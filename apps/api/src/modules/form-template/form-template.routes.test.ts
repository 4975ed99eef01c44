import { FORM_TEMPLATE_MAX_BYTES } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { buildPdf, pdfWithEscapedJavaScript, plainPdf } from '../../../test/pdf-fixtures';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { png, toDataUrl } from '../../../test/upload-fixtures';
import { auditLog, files } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;
let editor: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
  member = await memberHeaders(t.app, (await createMember(t.app.db)).nik);
});
afterAll(async () => {
  await t?.close();
});

const ADMIN_URL = '/api/v1/admin/form-pengajuan-template';
const upload = (file: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'PUT', url: ADMIN_URL, headers, payload: { file } });
const readStatus = () =>
  t.app.inject({ method: 'GET', url: '/api/v1/FormPengajuanTemplate', headers: member });
const download = (headers: Record<string, string> = member) =>
  t.app.inject({ method: 'GET', url: '/api/v1/FormPengajuanTemplate/file', headers });

describe('the blank Form Pengajuan', () => {
  it('is not there until ADMIN uploads it: members read isAvailable false and the file is 404', async () => {
    expect((await readStatus()).json().data).toEqual({
      isAvailable: false,
      sizeBytes: null,
      uploadedAt: null,
    });
    expect((await download()).statusCode).toBe(404);
  });

  it('ADMIN uploads a PDF (audited); members download the latest as an attachment', async () => {
    const first = await upload(toDataUrl(plainPdf(), 'application/pdf'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ isAvailable: true, sizeBytes: plainPdf().length });
    const newer = buildPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']);
    expect((await upload(toDataUrl(newer, 'application/pdf'))).statusCode).toBe(200);

    expect((await readStatus()).json().data).toMatchObject({ isAvailable: true, sizeBytes: newer.length });
    const file = await download();
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="form-pengajuan.pdf"');
    expect(file.rawPayload.equals(newer)).toBe(true);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'upload-form-template'));
    expect(audits).toHaveLength(2);
  });

  it('refuses what is not a clean PDF under 2 MB, and stores nothing', async () => {
    const before = await t.app.db.$count(files, eq(files.purpose, 'TEMPLATE'));
    expect((await upload(toDataUrl(await png(), 'image/png'))).statusCode).toBe(415);
    expect((await upload(toDataUrl(pdfWithEscapedJavaScript(), 'application/pdf'))).statusCode).toBe(415);
    const tooLarge = Buffer.concat([plainPdf(), Buffer.alloc(FORM_TEMPLATE_MAX_BYTES)]);
    expect((await upload(toDataUrl(tooLarge, 'application/pdf'))).statusCode).toBeGreaterThanOrEqual(413);
    expect((await upload('')).statusCode).toBe(422);
    expect(await t.app.db.$count(files, eq(files.purpose, 'TEMPLATE'))).toBe(before);
  });

  it('only ADMIN uploads; only signed-in members and ADMIN read it', async () => {
    const pdf = toDataUrl(plainPdf(), 'application/pdf');
    expect((await upload(pdf, editor)).statusCode).toBe(403);
    expect((await upload(pdf, member)).statusCode).toBe(403);
    expect((await upload(pdf, {})).statusCode).toBe(401);
    expect((await download({})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: ADMIN_URL, headers: member })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${ADMIN_URL}/file`, headers: admin })).statusCode).toBe(
      200,
    );
  });
});

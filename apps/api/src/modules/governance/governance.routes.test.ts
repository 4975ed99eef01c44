import { GOVERNANCE_PDF_MAX_BYTES } from '@kopkar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { pdfWithEscapedJavaScript, plainPdf } from '../../../test/pdf-fixtures';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { png, toDataUrl, withAppendedScript } from '../../../test/upload-fixtures';
import { auditLog, files, governanceDocuments } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  member = await memberHeaders(t.app, (await createMember(t.app.db)).nik);
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/v1/admin/governance-documents';
const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'LAPORAN_RAT',
  title: 'Laporan RAT Tahun Buku 2025',
  year: 2025,
  publishedOn: '2026-03-14',
  file: toDataUrl(plainPdf(), 'application/pdf'),
  ...overrides,
});
const upload = (payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: BASE, headers, payload });

async function countRows() {
  return {
    documents: await t.app.db.$count(governanceDocuments),
    files: await t.app.db.$count(files, eq(files.purpose, 'GOVERNANCE')),
  };
}

describe('governance documents', () => {
  it('ADMIN uploads a RAT report, members see it under its year and download the PDF as an attachment', async () => {
    const created = await upload(report());
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json().data;
    expect(document).toMatchObject({ kind: 'LAPORAN_RAT', year: 2025, publishedOn: '2026-03-14' });
    expect(document.sizeBytes).toBe(plainPdf().length);

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'create-governance-document'), eq(auditLog.entityId, String(document.id))),
      );
    expect(audit?.after).toMatchObject({ title: 'Laporan RAT Tahun Buku 2025', year: 2025 });

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/Dokumen', headers: member });
    expect(list.statusCode).toBe(200);
    const rat = list.json().data.find((group: { kind: string }) => group.kind === 'LAPORAN_RAT');
    expect(rat.label).toBe('Laporan RAT');
    expect(rat.years[0].year).toBe(2025);
    expect(rat.years[0].documents.map((d: { id: number }) => d.id)).toContain(document.id);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Dokumen/${document.id}/file`,
      headers: member,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="laporan-rat-2025-${document.id}.pdf"`,
    );
    expect(pdf.headers['content-security-policy']).toContain('sandbox');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses visitors, the wrong kind of token and staff roles other than ADMIN', async () => {
    const { json } = await upload(report({ title: 'Untuk uji akses' }));
    const id = json().data.id as number;
    const editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
    const finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    const calls = [
      { method: 'GET', url: '/api/v1/Dokumen' },
      { method: 'GET', url: `/api/v1/Dokumen/${id}/file` },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject({ ...call })).statusCode, `${call.url} anonymous`).toBe(401);
      expect((await t.app.inject({ ...call, headers: admin })).statusCode, `${call.url} staff`).toBe(403);
    }
    const adminCalls = [
      { method: 'GET', url: BASE },
      { method: 'POST', url: BASE, payload: report() },
      { method: 'PUT', url: `${BASE}/${id}`, payload: { ...report(), file: undefined } },
      { method: 'DELETE', url: `${BASE}/${id}` },
      { method: 'GET', url: `${BASE}/${id}/file` },
    ] as const;
    const before = await countRows();
    for (const call of adminCalls) {
      expect((await t.app.inject({ ...call })).statusCode, `${call.url} anonymous`).toBe(401);
      for (const headers of [member, editor, finance]) {
        expect((await t.app.inject({ ...call, headers })).statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    }
    expect(await countRows()).toEqual(before);
  });

  it('answers 422 with the field for a malformed body, before anything is stored', async () => {
    const before = await countRows();
    const noYear = await upload(report({ year: null }));
    expect(noYear.statusCode).toBe(422);
    expect(noYear.json().data.errors).toEqual([
      expect.objectContaining({ path: 'year', message: 'Tahun wajib diisi untuk Laporan RAT' }),
    ]);
    for (const payload of [report({ kind: 'RAHASIA' }), report({ title: '  ' }), report({ file: '' }), [1]]) {
      expect((await upload(payload as object)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
    expect(await countRows()).toEqual(before);
  });

  it('refuses an oversize file, a PDF with JavaScript or trailing data, and a picture', async () => {
    const before = await countRows();
    const huge = Buffer.alloc(GOVERNANCE_PDF_MAX_BYTES, 0x20);
    huge.write('%PDF-1.4\n', 0, 'latin1');
    const tooLarge = await upload(report({ file: toDataUrl(huge, 'application/pdf') }));
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);

    const script = await upload(report({ file: toDataUrl(pdfWithEscapedJavaScript(), 'application/pdf') }));
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toBe('File PDF berisi konten aktif dan tidak dapat diterima');

    const polyglot = await upload(
      report({ file: toDataUrl(withAppendedScript(plainPdf()), 'application/pdf') }),
    );
    expect(polyglot.statusCode).toBe(415);

    const picture = await upload(report({ file: toDataUrl(await png(20, 20), 'application/pdf') }));
    expect(picture.statusCode).toBe(415);
    expect(picture.json().message).toBe('File harus berupa PDF');
    expect(await countRows()).toEqual(before);
  });

  it('keeps one document when the same upload is sent twice with an Idempotency-Key', async () => {
    const before = await countRows();
    const headers = { ...admin, 'idempotency-key': 'unggah-rat-2025-0001' };
    const first = await upload(report({ title: 'Notulen RAT 2025', kind: 'NOTULEN_RAT' }), headers);
    const second = await upload(report({ title: 'Notulen RAT 2025', kind: 'NOTULEN_RAT' }), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await countRows()).toEqual({ documents: before.documents + 1, files: before.files + 1 });
  });

  it('ADMIN corrects the metadata and deletes a document with its PDF, both audited', async () => {
    const id = (await upload(report({ kind: 'PENGUMUMAN', year: null, title: 'Pengumun' }))).json().data.id;
    const fileId = (
      await t.app.db.select().from(governanceDocuments).where(eq(governanceDocuments.id, id))
    )[0]?.fileId as number;
    const edit = { kind: 'PENGUMUMAN', title: 'Pengumuman RAT 2026', year: 2026, publishedOn: '2026-02-01' };
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      headers: admin,
      payload: edit,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject(edit);
    const ratWithoutYear = { ...edit, kind: 'NOTULEN_RAT', year: null };
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      headers: admin,
      payload: ratWithoutYear,
    });
    expect(refused.statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/999999`,
      headers: admin,
      payload: edit,
    });
    expect(unknown.statusCode).toBe(404);

    const deleted = await t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.db.$count(files, eq(files.id, fileId))).toBe(0);
    const gone = await t.app.inject({ method: 'GET', url: `/api/v1/Dokumen/${id}/file`, headers: member });
    expect(gone.statusCode).toBe(404);
    const trail = await t.app.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(trail.map((row) => row.action)).toEqual([
      'create-governance-document',
      'update-governance-document',
      'delete-governance-document',
    ]);
    expect(trail[1]).toMatchObject({
      before: { title: 'Pengumun' },
      after: { title: 'Pengumuman RAT 2026' },
    });
    expect(trail[2]?.before).toMatchObject({ title: 'Pengumuman RAT 2026', fileId });
  });
});

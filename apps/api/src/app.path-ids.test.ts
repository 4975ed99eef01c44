import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createMember, createStaff } from '../test/factories';
import { plainPdf } from '../test/pdf-fixtures';
import { memberHeaders, signInStaff } from '../test/sessions';
import { toDataUrl } from '../test/upload-fixtures';

/**
 * Numeric path ids are decimal digits only: `Number()` reads `0x1`, `1e3`, ` 1`, `+1` and `1.0` as
 * numbers, so each of them used to name record 1 (or 1000). The rule lives in the domain's shared id schema; this
 * walks a governance route and routes of other modules to show every route gets it.
 */
const NOT_IDS = ['0x1', '1e3', ' 1', '+1', '1.0', '-1'];

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let documentId: number;
let memberId: number;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  const created = await createMember(t.app.db);
  memberId = created.id;
  member = await memberHeaders(t.app, created.nik);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/governance-documents',
    headers: admin,
    payload: {
      kind: 'PENGUMUMAN',
      title: 'Pengumuman untuk uji id',
      publishedOn: '2026-03-14',
      file: toDataUrl(plainPdf(), 'application/pdf'),
    },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  documentId = uploaded.json().data.id;
});
afterAll(async () => {
  await t?.close();
});

/** The path segment as a client would send it (the space percent-encoded). */
const segment = (id: string) => encodeURIComponent(id);

describe('numeric path ids', () => {
  // The spellings name record 1: the first document and the first member of this file's fresh database.
  it('starts from record 1, so a spelling of 1 would find something', () => {
    expect([documentId, memberId]).toEqual([1, 1]);
  });

  it.each(NOT_IDS)('a member downloading governance document %j gets 422', async (id) => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Dokumen/${segment(id)}/file`,
      headers: member,
    });
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json().data.errors).toEqual([{ path: 'documentId', message: 'ID tidak valid' }]);
  });

  it.each(NOT_IDS)('ADMIN deleting governance document %j gets 422 and nothing is deleted', async (id) => {
    const reply = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/governance-documents/${segment(id)}`,
      headers: admin,
    });
    expect(reply.statusCode, reply.body).toBe(422);
    const still = await t.app.inject({ method: 'GET', url: '/api/v1/Dokumen/1/file', headers: member });
    expect(still.statusCode).toBe(200);
  });

  it.each(NOT_IDS)('ADMIN reading member %j gets 422', async (id) => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/members/${segment(id)}`,
      headers: admin,
    });
    expect(reply.statusCode, reply.body).toBe(422);
  });

  it.each(['0x7ea', '2.026e3', '+2026', '2026.0'])('an SHU year spelt %j gets 422', async (year) => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/shu/${segment(year)}/preview`,
      headers: admin,
    });
    expect(reply.statusCode, reply.body).toBe(422);
  });

  it('still reads the plain digits', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/api/v1/Dokumen/1/file', headers: member });
    expect(file.statusCode).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: '/api/v1/admin/members/1', headers: admin });
    expect(detail.statusCode, detail.body).toBe(200);
  });
});

import { currentConsentVersions, DOCUMENT_VIEWS_LIMIT, todayInJakarta } from '@kopkar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createApplication,
  createChain,
  createMember,
  createProduct,
  createStaff,
} from '../../../test/factories';
import { type AuthHeaders, memberHeaders, signInStaff } from '../../../test/sessions';
import { jpegWithGps, pdf } from '../../../test/upload-fixtures';
import { auditLog, consentAcceptances } from '../../db/schema';
import { storeFile } from '../../plugins/uploads';
import { recordDocumentView } from './privacy.service';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
});
afterAll(async () => {
  await t?.close();
});

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload });
const current = () => currentConsentVersions(todayInJakarta());
const currentNames = () => current().map(({ document, version }) => ({ document, version }));

async function newMember() {
  const member = await createMember(t.app.db);
  return { member, headers: await memberHeaders(t.app, member.nik) };
}

describe('consents', () => {
  it('a member without an acceptance is asked for the current versions, accepts them, and is asked no more', async () => {
    const { member, headers } = await newMember();
    const before = await inject('GET', '/privacy/consents', headers);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ hasAcceptedBefore: false, accepted: [] });
    expect(before.json().data.pending.map((entry: { version: string }) => entry.version)).toEqual(
      current().map((entry) => entry.version),
    );

    const accepted = await inject('POST', '/privacy/consents', headers, { versions: currentNames() });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe('Terima kasih, persetujuan Anda tersimpan');
    expect(accepted.json().data.pending).toEqual([]);
    expect(accepted.json().data.accepted).toHaveLength(2);

    const again = await inject('POST', '/privacy/consents', headers, { versions: currentNames() });
    expect(again.statusCode).toBe(200);
    expect(await t.app.db.$count(consentAcceptances, eq(consentAcceptances.memberId, member.id))).toBe(2);
  });

  it('a member who accepted an older version is asked again, with what changed', async () => {
    const { member, headers } = await newMember();
    await t.app.db.insert(consentAcceptances).values([
      { memberId: member.id, document: 'TERMS', version: '1.0', source: 'GATE' },
      { memberId: member.id, document: 'PRIVACY', version: '1.0', source: 'GATE' },
    ]);
    const status = (await inject('GET', '/privacy/consents', headers)).json().data;
    expect(status.hasAcceptedBefore).toBe(true);
    expect(status.pending).toHaveLength(2);
    expect(status.pending[1]).toMatchObject({ document: 'PRIVACY', label: 'Kebijakan Privasi' });
    expect(status.pending[1].changes.length).toBeGreaterThan(0);
  });

  it('refuses an outdated version (409), a malformed body (422) and a visitor or staff token', async () => {
    const { headers } = await newMember();
    const outdated = await inject('POST', '/privacy/consents', headers, {
      versions: [{ document: 'TERMS', version: '0.9' }],
    });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().message).toMatch(/^Versi dokumen sudah diperbarui/);

    for (const payload of [{}, { versions: [] }, { versions: [{ document: 'COOKIES', version: '1.0' }] }]) {
      const malformed = await inject('POST', '/privacy/consents', headers, payload);
      expect(malformed.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await inject('GET', '/privacy/consents', {})).statusCode).toBe(401);
    const staff = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
    expect((await inject('GET', '/privacy/consents', staff)).statusCode).toBe(403);
    expect((await inject('GET', '/privacy/document-views', staff)).statusCode).toBe(403);
  });

  it('puts the acceptances in the data export', async () => {
    const { headers } = await newMember();
    await inject('POST', '/privacy/consents', headers, { versions: currentNames() });
    const { exportedConsents } = await exportConsents(headers);
    expect(exportedConsents).toEqual(
      current().map((entry) =>
        expect.objectContaining({ document: entry.document, version: entry.version, source: 'GATE' }),
      ),
    );
  });
});

async function exportConsents(headers: AuthHeaders) {
  const reply = await inject('GET', '/account/data/export', headers);
  expect(reply.statusCode).toBe(200);
  const { unzipSync, strFromU8 } = await import('fflate');
  const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(reply.rawPayload))['data.json']!));
  return { exportedConsents: data.consents as unknown[] };
}

describe('who opened my documents', () => {
  it('an HC opening a KTP selfie is written down and shown to that member only, by role, never by name', async () => {
    const { member, headers } = await newMember();
    await createChain(t.app.db, member.companyId);
    const selfieFileId = await storeFile(
      t.app.db,
      { data: await jpegWithGps(), mime: 'image/jpeg' },
      { kind: 'member', id: member.id, purpose: 'SELFIE' },
    );
    const formFileId = await storeFile(
      t.app.db,
      { data: pdf(), mime: 'application/pdf' },
      { kind: 'member', id: member.id, purpose: 'FORM' },
    );
    const application = await createApplication(t.app.db, member, productId, { selfieFileId, formFileId });
    const hcAccount = await createStaff(t.app.db, { role: 'HC', jobTitle: 'Human Capital', name: 'Rina HC' });
    const hc = await signInStaff(t.app, hcAccount.username);

    expect((await inject('GET', '/privacy/document-views', headers)).json().data).toEqual({
      items: [],
      total: 0,
    });
    expect((await inject('GET', `/admin/files/${selfieFileId}`, hc)).statusCode).toBe(200);
    expect((await inject('GET', `/admin/files/${formFileId}`, hc)).statusCode).toBe(200);

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'view-member-document'), eq(auditLog.entityId, String(member.id))))
      .limit(1);
    expect(entry).toMatchObject({ actorKind: 'staff', actorId: hcAccount.id, entity: 'member' });
    expect(entry?.after).toMatchObject({ document: 'selfie', fileId: selfieFileId, staffRole: 'HC' });

    const views = (await inject('GET', '/privacy/document-views', headers)).json().data;
    expect(views.total).toBe(2);
    expect(views.items[0]).toMatchObject({
      viewer: 'Human Capital (HC)',
      document: 'Formulir pengajuan',
      approvalNo: application.approvalNo,
    });
    expect(views.items[1]).toMatchObject({ document: 'Swafoto dengan KTP' });
    expect(JSON.stringify(views)).not.toContain('Rina HC');

    const other = await newMember();
    expect((await inject('GET', '/privacy/document-views', other.headers)).json().data).toEqual({
      items: [],
      total: 0,
    });
  });

  it('a refused opening (staff without a role on the application) writes nothing', async () => {
    const { member, headers } = await newMember();
    const selfieFileId = await storeFile(
      t.app.db,
      { data: await jpegWithGps(), mime: 'image/jpeg' },
      { kind: 'member', id: member.id, purpose: 'SELFIE' },
    );
    await createApplication(t.app.db, member, productId, { selfieFileId });
    const editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
    expect((await inject('GET', `/admin/files/${selfieFileId}`, editor)).statusCode).toBe(403);
    expect((await inject('GET', '/privacy/document-views', headers)).json().data.total).toBe(0);
  });

  it('lists the newest fifty openings and says how many there are in all', async () => {
    const { member, headers } = await newMember();
    const staff = { id: 1, role: 'APPROVER', jobTitle: 'Manager' };
    for (let index = 0; index < DOCUMENT_VIEWS_LIMIT + 5; index++) {
      await recordDocumentView(t.app.db, {
        staff,
        memberId: member.id,
        document: 'form',
        fileId: index + 1,
        approvalNo: null,
      });
    }
    const views = (await inject('GET', '/privacy/document-views', headers)).json().data;
    expect(views.total).toBe(DOCUMENT_VIEWS_LIMIT + 5);
    expect(views.items).toHaveLength(DOCUMENT_VIEWS_LIMIT);
    expect(views.items[0]).toMatchObject({ viewer: 'Pemberi persetujuan · Manager', approvalNo: null });
  });
});

import { DOCUMENT_PHOTO_RETENTION_SETTING } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { applicationFiles, fileExists } from '../../../test/data-request-factories';
import { createApplication, createMember, createProduct, createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { applications, auditLog, settings } from '../../db/schema';
import { erasePhotosPastRetention } from './photo-retention.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t?.close();
});

const NOW = new Date('2026-11-24T03:00:00.000Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('housekeeping: document photos past the retention setting', () => {
  it('ADMIN sets the days; closed applications older than that lose their photos, the others keep them', async () => {
    const staff = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
    const tooShort = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/settings/${DOCUMENT_PHOTO_RETENTION_SETTING}`,
      headers: staff,
      payload: { value: 0 },
    });
    expect(tooShort.statusCode).toBe(422);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/settings/${DOCUMENT_PHOTO_RETENTION_SETTING}`,
      headers: staff,
      payload: { value: 30 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const member = await createMember(t.app.db);
    const product = await createProduct(t.app.db);
    const make = async (status: 'FIN' | 'RJT' | 'CNCL' | 'FUN' | 'NEW', closedDaysAgo: number) => {
      const uploads = await applicationFiles(t.app.db, member.id);
      const row = await createApplication(t.app.db, member, product.id, {
        status,
        ...uploads,
        updatedAt: daysBefore(closedDaysAgo),
      });
      return { id: row.id, uploads };
    };
    const oldRejected = await make('RJT', 31);
    const oldCancelled = await make('CNCL', 400);
    const oldFinished = await make('FIN', 45);
    const recentRejected = await make('RJT', 29);
    const oldRunning = await make('FUN', 400);

    expect(await erasePhotosPastRetention(t.app.db, NOW)).toBe(9);

    for (const erased of [oldRejected, oldCancelled, oldFinished]) {
      const [row] = await t.app.db.select().from(applications).where(eq(applications.id, erased.id));
      expect(row).toMatchObject({ selfieFileId: null, formFileId: null, supportingFileId: null });
      expect(await fileExists(t.app.db, erased.uploads.supportingFileId)).toBe(false);
    }
    for (const kept of [recentRejected, oldRunning]) {
      const [row] = await t.app.db.select().from(applications).where(eq(applications.id, kept.id));
      expect(row).toMatchObject(kept.uploads);
      expect(await fileExists(t.app.db, kept.uploads.selfieFileId)).toBe(true);
    }
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'erase-document-photos'));
    expect(audit).toMatchObject({ actorKind: 'system', after: { files: 9, retentionDays: 30 } });

    // A second run finds nothing more: the job is safe to repeat every ten minutes.
    expect(await erasePhotosPastRetention(t.app.db, NOW)).toBe(0);
  });

  it('uses the default of 365 days when ADMIN never set it', async () => {
    await t.app.db.delete(settings).where(eq(settings.key, DOCUMENT_PHOTO_RETENTION_SETTING));
    const member = await createMember(t.app.db);
    const product = await createProduct(t.app.db);
    const uploads = await applicationFiles(t.app.db, member.id);
    await createApplication(t.app.db, member, product.id, {
      status: 'RJT',
      ...uploads,
      updatedAt: daysBefore(364),
    });
    expect(await erasePhotosPastRetention(t.app.db, NOW)).toBe(0);
    expect(await erasePhotosPastRetention(t.app.db, new Date(NOW.getTime() + 2 * 86_400_000))).toBe(3);
  });
});

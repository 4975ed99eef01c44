import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createComment } from '../../../test/blog-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { applicationFiles, fileExists, storeTestFile } from '../../../test/data-request-factories';
import { createApplication, createMember, createProduct, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { applications, auditLog, blogComments, members } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
});
afterAll(async () => {
  await t?.close();
});

describe('deletion requests', () => {
  it('on approval erases closed applications’ photos, the avatar and the comment author, and keeps the rest', async () => {
    const member = await createMember(t.app.db, { email: 'Rina@Contoh.co.id' });
    const headers = await memberHeaders(t.app, member.nik);
    const product = await createProduct(t.app.db);
    const finished = await createApplication(t.app.db, member, product.id, {
      status: 'FIN',
      ...(await applicationFiles(t.app.db, member.id)),
    });
    const rejected = await createApplication(t.app.db, member, product.id, {
      status: 'RJT',
      ...(await applicationFiles(t.app.db, member.id)),
    });
    const runningFiles = await applicationFiles(t.app.db, member.id);
    const running = await createApplication(t.app.db, member, product.id, { status: 'FUN', ...runningFiles });
    const avatar = await storeTestFile(t.app.db, member.id, 'AVATAR');
    await t.app.db.update(members).set({ avatarFileId: avatar }).where(eq(members.id, member.id));
    const article = await createArticle(t.app.db);
    const mine = await createComment(t.app.db, article.id, {
      email: 'rina@contoh.co.id',
      name: 'Rina',
      ip: '10.0.0.9',
    });
    const someoneElses = await createComment(t.app.db, article.id);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/data-requests',
      headers,
      payload: { topic: 'DELETION', note: 'Hapus foto saya' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/data-requests/${sent.json().data.id}/approve`,
      headers: admin,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'DISETUJUI',
      deletionOutcome: { documentPhotos: 6, avatar: true, blogComments: 1 },
    });

    for (const application of [finished, rejected]) {
      const [row] = await t.app.db.select().from(applications).where(eq(applications.id, application.id));
      expect(row).toMatchObject({ selfieFileId: null, formFileId: null, supportingFileId: null });
      expect(row?.amount).toBe(application.amount);
      expect(await fileExists(t.app.db, application.selfieFileId as number)).toBe(false);
    }
    const [stillRunning] = await t.app.db.select().from(applications).where(eq(applications.id, running.id));
    expect(stillRunning).toMatchObject(runningFiles);
    expect(await fileExists(t.app.db, runningFiles.selfieFileId)).toBe(true);
    expect(await fileExists(t.app.db, avatar)).toBe(false);
    const [memberRow] = await t.app.db.select().from(members).where(eq(members.id, member.id));
    expect(memberRow).toMatchObject({ avatarFileId: null, nik: member.nik, name: member.name });

    const [anonymised] = await t.app.db.select().from(blogComments).where(eq(blogComments.id, mine.id));
    expect(anonymised).toMatchObject({ name: 'Anonim', email: '', ip: null, body: mine.body });
    const [untouched] = await t.app.db
      .select()
      .from(blogComments)
      .where(eq(blogComments.id, someoneElses.id));
    expect(untouched?.name).toBe(someoneElses.name);

    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'approve-data-request'));
    expect(audits.at(-1)?.after).toMatchObject({
      topic: 'DELETION',
      changes: { documentPhotos: 6, avatar: true },
    });
  });

  it('a member with nothing erasable gets an approval that says so', async () => {
    const member = await createMember(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/data-requests',
      headers,
      payload: { topic: 'DELETION' },
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/data-requests/${sent.json().data.id}/approve`,
      headers: admin,
    });
    expect(approved.json().data.deletionOutcome).toEqual({
      documentPhotos: 0,
      avatar: false,
      blogComments: 0,
    });
  });
});

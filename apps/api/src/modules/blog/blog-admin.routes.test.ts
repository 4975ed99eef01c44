import { BLOG_COVER_MAX_BYTES, todayInJakarta } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { type AuthHeaders, memberHeaders, signInStaff } from '../../../test/sessions';
import {
  executable,
  jpegWithGps,
  oversize,
  png,
  svgWithScript,
  toDataUrl,
} from '../../../test/upload-fixtures';
import { auditLog, blogArticles, files } from '../../db/schema';

let t: TestApp;
let editor: AuthHeaders;
let admin: AuthHeaders;

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Rapat Anggota Tahunan 2026',
  category: 'Berita Koperasi',
  tags: ['rat', 'koperasi'],
  author: 'Sekretariat',
  bodyHtml: '<p>Rapat membahas <strong>SHU</strong>.</p>',
  ...overrides,
});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: headers as Record<string, string>, payload });

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
});
afterAll(async () => {
  await t?.close();
});

describe('articles', () => {
  it('creates a draft with a slug from the title, invisible to the public until published', async () => {
    const created = await call('POST', '/admin/blog', editor, draft());
    expect(created.statusCode).toBe(201);
    const article = created.json().data;
    expect(article).toMatchObject({
      slug: 'rapat-anggota-tahunan-2026',
      status: 'DRAFT',
      publishedAt: null,
      tags: ['rat', 'koperasi'],
      pendingComments: 0,
    });
    expect((await call('GET', `/blog/${article.slug}`, {})).statusCode).toBe(404);

    const published = await call('POST', `/admin/blog/${article.id}/publish`, editor, {});
    expect(published.json().data.status).toBe('PUBLISHED');
    const pub = await call('GET', `/blog/${article.slug}`, {});
    expect(pub.json().data).toMatchObject({
      TitleName: 'Rapat Anggota Tahunan 2026',
      Createdate: todayInJakarta(),
      WritenBy: 'Sekretariat',
    });
    expect((await call('GET', '/blog/newest?limit=1', {})).json().data[0].slug).toBe(article.slug);

    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(article.id)));
    expect(audits.map((a) => a.action)).toEqual(['create-article', 'publish-article']);
  });

  it('numbers a generated slug that is taken, and refuses a chosen slug that is taken (409)', async () => {
    const second = await call('POST', '/admin/blog', editor, draft());
    expect(second.json().data.slug).toBe('rapat-anggota-tahunan-2026-2');
    const taken = await call('POST', '/admin/blog', editor, draft({ slug: 'rapat-anggota-tahunan-2026' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.errors[0].path).toBe('slug');
    const chosen = await call('POST', '/admin/blog', editor, draft({ slug: 'RAT-Khusus' }));
    expect(chosen.json().data.slug).toBe('rat-khusus');
  });

  it('edits, unpublishes and deletes, with before and after in the audit log', async () => {
    const { id } = (await call('POST', '/admin/blog', editor, draft({ title: 'Judul Lama' }))).json().data;
    await call('POST', `/admin/blog/${id}/publish`, editor, { publishDate: '2025-06-15' });
    const edited = await call('PUT', `/admin/blog/${id}`, editor, draft({ title: 'Judul Baru', slug: '' }));
    expect(edited.statusCode).toBe(200);
    // The slug stays (links keep working), the date stays, the status stays.
    expect(edited.json().data).toMatchObject({
      title: 'Judul Baru',
      slug: 'judul-lama',
      status: 'PUBLISHED',
    });
    expect(edited.json().data.publishedAt).toBe('2025-06-15T02:00:00.000Z');
    const [update] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'update-article'));
    expect(update).toMatchObject({ before: { title: 'Judul Lama' }, after: { title: 'Judul Baru' } });

    const unpublished = await call('POST', `/admin/blog/${id}/unpublish`, editor);
    expect(unpublished.json().data.status).toBe('DRAFT');
    expect((await call('GET', '/blog/judul-lama', {})).statusCode).toBe(404);

    expect((await call('DELETE', `/admin/blog/${id}`, editor)).statusCode).toBe(200);
    expect((await call('GET', `/admin/blog/${id}`, editor)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/blog/${id}`, editor)).statusCode).toBe(404);
    const [deletion] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'delete-article'));
    expect(deletion).toMatchObject({ entityId: String(id), before: { title: 'Judul Baru' } });
  });

  it('schedules an article with a future publish date', async () => {
    const { id, slug } = (
      await call('POST', '/admin/blog', editor, draft({ title: 'Kabar Mendatang' }))
    ).json().data;
    await call('POST', `/admin/blog/${id}/publish`, editor, { publishDate: '2099-12-31' });
    expect((await call('GET', `/blog/${slug}`, {})).statusCode).toBe(404);
    const list = (await call('GET', '/admin/blog?q=mendatang', editor)).json().data;
    expect(list.items[0]).toMatchObject({ status: 'PUBLISHED', publishedAt: '2099-12-31T02:00:00.000Z' });
  });

  it('publishing twice changes nothing the second time', async () => {
    const { id } = (await call('POST', '/admin/blog', editor, draft({ title: 'Sekali Terbit' }))).json().data;
    const first = (await call('POST', `/admin/blog/${id}/publish`, editor, {})).json().data;
    const second = (await call('POST', `/admin/blog/${id}/publish`, editor, {})).json().data;
    expect(second.publishedAt).toBe(first.publishedAt);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.filter((a) => a.action === 'publish-article')).toHaveLength(1);
  });

  it('lists every article paginated and searchable by title, category, author or tag', async () => {
    const page = (await call('GET', '/admin/blog?pageSize=2&page=1', editor)).json().data;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
    const byTag = (await call('GET', '/admin/blog?q=koperasi&status=DRAFT', editor)).json().data;
    expect(byTag.items.every((a: { status: string }) => a.status === 'DRAFT')).toBe(true);
    expect(byTag.total).toBeGreaterThan(0);
    expect((await call('GET', '/admin/blog?q=tidak-ada-sama-sekali', editor)).json().data.total).toBe(0);
    expect((await call('GET', '/admin/blog?pageSize=500', editor)).statusCode).toBe(422);
  });

  it.each([
    ['no title', { title: '' }, 'title'],
    ['no category', { category: ' ' }, 'category'],
    ['no author', { author: undefined }, 'author'],
    ['no body', { bodyHtml: '' }, 'bodyHtml'],
    ['a body that is only a script', { bodyHtml: '<script>alert(1)</script>' }, 'bodyHtml'],
    ['a slug with spaces', { slug: 'judul baru' }, 'slug'],
    ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
    ['a malformed publish date', { publishDate: '15-06-2025' }, 'publishDate'],
  ])('refuses %s with 422 naming the field', async (_case, overrides, field) => {
    const response = await call('POST', '/admin/blog', editor, draft(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors.map((e: { path: string }) => e.path)).toContain(field);
  });
});

describe('cover image', () => {
  let id: number;
  beforeAll(async () => {
    id = (await call('POST', '/admin/blog', editor, draft({ title: 'Artikel Bergambar' }))).json().data.id;
  });
  const upload = (image: string) => call('POST', `/admin/blog/${id}/cover`, editor, { image });

  it('re-encodes the cover without EXIF and serves it by a content path, never a file path', async () => {
    const response = await upload(toDataUrl(await jpegWithGps(2400, 1600), 'image/jpeg'));
    expect(response.statusCode).toBe(200);
    const { coverUrl } = response.json().data;
    expect(coverUrl).toMatch(/^\/api\/v1\/files\/content\/\d+$/);
    // A draft's cover: only the back office may see it (content-files.routes.test.ts covers the public side).
    const image = await t.app.inject({ method: 'GET', url: coverUrl, headers: editor });
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
    const [row] = await t.app.db.select().from(blogArticles).where(eq(blogArticles.id, id));
    const [file] = await t.app.db
      .select()
      .from(files)
      .where(eq(files.id, row?.coverFileId ?? 0));
    expect(file).toMatchObject({ purpose: 'CONTENT', ownerKind: 'staff' });
  });

  it('refuses SVG with script, executables and oversize files; nothing is stored', async () => {
    const before = await t.app.db.$count(files);
    expect((await upload(toDataUrl(svgWithScript(), 'image/png'))).statusCode).toBe(415);
    expect((await upload(toDataUrl(executable(), 'image/jpeg'))).statusCode).toBe(415);
    expect((await upload('bukan base64 !!')).statusCode).toBe(415);
    expect((await upload(toDataUrl(oversize(BLOG_COVER_MAX_BYTES), 'image/png'))).statusCode).toBe(413);
    expect(await t.app.db.$count(files)).toBe(before);
  });

  it('replaces and removes the cover, each audited', async () => {
    expect((await upload(toDataUrl(await png(), 'image/png'))).statusCode).toBe(200);
    const removed = await call('DELETE', `/admin/blog/${id}/cover`, editor);
    expect(removed.json().data.coverUrl).toBeNull();
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.map((a) => a.action)).toEqual([
      'create-article',
      'upload-article-cover',
      'upload-article-cover',
      'remove-article-cover',
    ]);
  });
});

describe('who may call what', () => {
  const editorCalls: [string, string, object?][] = [
    ['GET', '/admin/blog'],
    ['POST', '/admin/blog', draft()],
    ['GET', '/admin/blog/1'],
    ['PUT', '/admin/blog/1', draft()],
    ['DELETE', '/admin/blog/1'],
    ['POST', '/admin/blog/1/publish', {}],
    ['POST', '/admin/blog/1/unpublish'],
    ['POST', '/admin/blog/1/cover', { image: 'x' }],
    ['DELETE', '/admin/blog/1/cover'],
    ['GET', '/admin/blog/comments'],
    ['POST', '/admin/blog/comments/1/approve'],
    ['POST', '/admin/blog/comments/1/reject'],
    ['DELETE', '/admin/blog/comments/1'],
    ['GET', '/admin/blog/comment-settings'],
    ['PUT', '/admin/blog/comment-settings', { autoPublish: true }],
  ];

  it('a visitor gets 401 on every editor call', async () => {
    for (const [method, url, payload] of editorCalls) {
      const response = await call(method as 'GET', url, {}, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('a member token gets 403 on every editor call', async () => {
    const member = await createMember(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    for (const [method, url, payload] of editorCalls) {
      const response = await call(method as 'GET', url, headers, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it.each(['HC', 'APPROVER', 'FINANCE'] as const)(
    'staff with role %s get 403 on every editor call',
    async (role) => {
      const headers = await signInStaff(t.app, (await createStaff(t.app.db, { role })).username);
      for (const [method, url, payload] of editorCalls) {
        const response = await call(method as 'GET', url, headers, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    },
  );

  it('ADMIN may do everything an editor does', async () => {
    expect((await call('GET', '/admin/blog', admin)).statusCode).toBe(200);
    expect((await call('GET', '/admin/blog/comments', admin)).statusCode).toBe(200);
  });

  it('an EDITOR cannot reach member or finance data', async () => {
    const member = await createMember(t.app.db);
    for (const [method, url] of [
      ['GET', '/me'],
      ['GET', `/HistoryPinjaman/${member.nik}`],
      ['GET', `/StatusPinjaman/${member.nik}`],
      ['GET', '/admin/members'],
      ['GET', `/admin/members/${member.id}`],
      ['GET', '/admin/settlements'],
      ['GET', '/admin/funding/queue'],
      ['GET', '/admin/payroll'],
      ['POST', '/admin/payroll/preview'],
      ['POST', '/admin/payroll/post'],
      ['GET', '/admin/approvals/queue'],
      ['GET', '/admin/settings'],
      ['GET', '/admin/audit-log'],
    ] as const) {
      // A valid body, so that only the role can be what refuses the call.
      const response = await call(method, url, editor, method === 'POST' ? { period: '2026-01' } : undefined);
      expect([401, 403], `${method} ${url} → ${response.statusCode}`).toContain(response.statusCode);
    }
  });
});

import { BLOG_COMMENTS_PER_HOUR } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../test/blog-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { type AuthHeaders, signInStaff } from '../../../test/sessions';
import { auditLog, blogComments } from '../../db/schema';

let t: TestApp;
let editor: AuthHeaders;
let articleId: number;
/** Each test posts from its own address: the per-IP limit is tested on its own. */
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.0.0.${ipCounter}`;
};

const comment = (overrides: Record<string, unknown> = {}) => ({
  id_blog: articleId,
  nama: 'Rudi Hartono',
  email: 'rudi@contoh.co.id',
  komentar: 'Artikel yang sangat bermanfaat.',
  setuju: true,
  ...overrides,
});
const post = (payload: unknown, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/blog/comment',
    payload: payload as object,
    remoteAddress: ip,
  });
const view = (id = articleId) => t.app.inject({ method: 'GET', url: `/api/v1/blog/commentview/${id}` });

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
  articleId = (await createArticle(t.app.db, { slug: 'artikel-komentar' })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('POST /blog/comment', () => {
  it('holds a comment for moderation by default; the editor approves it and the public sees it', async () => {
    const response = await post(comment({ komentar: 'Menunggu persetujuan' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Terima kasih, komentar Anda akan tampil setelah disetujui admin');
    expect(Object.keys(body.data).sort()).toEqual(['created_at', 'id', 'komentar', 'nama', 'status']);
    expect(body.data).toMatchObject({
      status: 'PENDING',
      nama: 'Rudi Hartono',
      komentar: 'Menunggu persetujuan',
    });
    expect((await view()).json().data).toEqual([]);

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/blog/comments/${body.data.id}/approve`,
      headers: editor,
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data).toMatchObject({ status: 'APPROVED', email: 'rudi@contoh.co.id' });
    const shown = (await view()).json().data;
    expect(shown).toEqual([
      {
        id: body.data.id,
        nama: 'Rudi Hartono',
        komentar: 'Menunggu persetujuan',
        created_at: body.data.created_at,
      },
    ]);
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'approve-comment'));
    expect(entry).toMatchObject({
      entity: 'blog-comment',
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
    });
  });

  it('never shows the e-mail or the IP address in a public reply', async () => {
    const response = await post(comment({ email: 'rahasia.sekali@contoh.co.id', komentar: 'Cek privasi' }));
    const id = response.json().data.id;
    await t.app.inject({ method: 'POST', url: `/api/v1/admin/blog/comments/${id}/approve`, headers: editor });
    for (const reply of [response, await view()]) {
      expect(reply.body).not.toContain('rahasia.sekali');
      expect(reply.body).not.toContain('10.0.0.');
    }
  });

  it('publishes at once when the setting says so, and holds again when it is switched back', async () => {
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/blog/comment-settings',
      headers: editor,
      payload: { autoPublish: true },
    });
    expect(on.json().data).toEqual({ autoPublish: true });
    const published = await post(comment({ komentar: 'Langsung tampil' }));
    expect(published.json()).toMatchObject({
      message: 'Terima kasih, komentar Anda sudah tampil',
      data: { status: 'APPROVED' },
    });
    expect((await view()).json().data.map((c: { komentar: string }) => c.komentar)).toContain(
      'Langsung tampil',
    );

    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/blog/comment-settings',
      headers: editor,
      payload: { autoPublish: false },
    });
    expect((await post(comment({ komentar: 'Ditahan lagi' }))).json().data.status).toBe('PENDING');
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'blog.commentsAutoPublish'));
    expect(audits.map((a) => a.after)).toEqual([{ value: true }, { value: false }]);
  });

  it('stores a double submit once and answers both with the same comment', async () => {
    const payload = comment({ komentar: 'Terkirim dua kali' });
    const ip = nextIp();
    const [first, second] = await Promise.all([post(payload, ip), post(payload, ip)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    const rows = await t.app.db.select().from(blogComments).where(eq(blogComments.body, 'Terkirim dua kali'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ip).toBe(ip);
  });

  it.each([
    ['no name', { nama: undefined }, 'nama'],
    ['a blank name', { nama: '   ' }, 'nama'],
    ['no e-mail', { email: undefined }, 'email'],
    ['a malformed e-mail', { email: 'rudi@' }, 'email'],
    ['no comment', { komentar: '' }, 'komentar'],
    ['a comment over 2000 characters', { komentar: 'a'.repeat(2001) }, 'komentar'],
    ['no agreement', { setuju: undefined }, 'setuju'],
    ['agreement refused', { setuju: false }, 'setuju'],
    ['no article', { id_blog: undefined }, 'id_blog'],
    ['a name over 100 characters', { nama: 'n'.repeat(101) }, 'nama'],
  ])('refuses %s with 422 naming the field', async (_case, overrides, field) => {
    const response = await post(comment(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('refuses a body that is not JSON and comments on unpublished or unknown articles', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog/comment',
      headers: { 'content-type': 'application/json' },
      payload: '{nama:',
      remoteAddress: nextIp(),
    });
    expect(notJson.statusCode).toBe(400);
    const draft = await createArticle(t.app.db, { status: 'DRAFT', publishedAt: null });
    expect((await post(comment({ id_blog: draft.id }))).statusCode).toBe(404);
    expect((await post(comment({ id_blog: 999999 }))).statusCode).toBe(404);
    expect((await view(draft.id)).statusCode).toBe(404);
  });

  it(`limits each IP address to ${BLOG_COMMENTS_PER_HOUR} comments an hour (429 with Retry-After)`, async () => {
    const ip = '192.0.2.77';
    // One text sent again and again: every call counts, and the moderation queue below stays short.
    for (let i = 0; i < BLOG_COMMENTS_PER_HOUR; i += 1) {
      expect((await post(comment({ komentar: 'Komentar berulang' }), ip)).statusCode).toBe(200);
    }
    const limited = await post(comment({ komentar: 'Satu lagi' }), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, data: null });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post(comment({ komentar: 'Dari alamat lain' }), '192.0.2.78')).statusCode).toBe(200);
  });
});

describe('comment moderation', () => {
  it('lists the pending queue oldest first, rejects and deletes, each audited', async () => {
    const a = (await post(comment({ komentar: 'Antre satu' }))).json().data.id;
    const b = (await post(comment({ komentar: 'Antre dua' }))).json().data.id;
    const queue = await t.app.inject({ method: 'GET', url: '/api/v1/admin/blog/comments', headers: editor });
    const ids = queue.json().data.items.map((c: { id: number }) => c.id);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(queue.json().data.items[0]).toMatchObject({ articleSlug: 'artikel-komentar', status: 'PENDING' });

    const reject = () =>
      t.app.inject({ method: 'POST', url: `/api/v1/admin/blog/comments/${a}/reject`, headers: editor });
    expect((await reject()).json().data.status).toBe('REJECTED');
    expect((await reject()).statusCode).toBe(200);
    const rejections = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'reject-comment'));
    expect(rejections).toHaveLength(1);

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/blog/comments/${b}`,
      headers: editor,
    });
    expect(remove.statusCode).toBe(200);
    expect(await t.app.db.select().from(blogComments).where(eq(blogComments.id, b))).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/blog/comments/${b}`,
      headers: editor,
    });
    expect(again.statusCode).toBe(404);
    const [deletion] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'delete-comment'));
    expect(deletion).toMatchObject({ entityId: String(b), before: { body: 'Antre dua', status: 'PENDING' } });
  });

  it('searches the queue by name, e-mail, text or article title', async () => {
    await post(comment({ nama: 'Wulan Sari', email: 'wulan@contoh.co.id', komentar: 'Soal 100% bunga?' }));
    const search = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/blog/comments?status=all&q=${encodeURIComponent(q)}`,
          headers: editor,
        })
      ).json().data;
    expect((await search('wulan')).items.map((c: { name: string }) => c.name)).toEqual(['Wulan Sari']);
    expect((await search('100%')).total).toBe(1);
    expect((await search('artikel-komentar')).total).toBe(0);
    expect((await search('Artikel Uji')).total).toBeGreaterThan(1);
  });

  it('filters the queue by status and refuses unknown statuses', async () => {
    const rejected = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/blog/comments?status=REJECTED',
      headers: editor,
    });
    expect(rejected.json().data.items.every((c: { status: string }) => c.status === 'REJECTED')).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/blog/comments?status=SPAM',
      headers: editor,
    });
    expect(bad.statusCode).toBe(422);
  });
});

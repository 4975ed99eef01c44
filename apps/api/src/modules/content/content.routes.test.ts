import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { type AuthHeaders, memberHeaders, signInStaff } from '../../../test/sessions';
import { executable, png, svgWithScript, toDataUrl } from '../../../test/upload-fixtures';
import { auditLog } from '../../db/schema';
import { seedContent } from '../../db/seed/content-data';
import { seedPages } from '../../db/seed/pages-data';
import { seedSettings } from '../../db/seed/settings-data';
import { storeFile } from '../../plugins/uploads';

let t: TestApp;
let editor: AuthHeaders;
let admin: AuthHeaders;
let member: AuthHeaders;
const others: Record<string, AuthHeaders> = {};

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  await seedSettings(t.app.db);
  await seedPages(t.app.db);
  await seedContent(t.app.db, '2026-11-22');
  editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  for (const role of ['FINANCE', 'HC', 'APPROVER'] as const) {
    others[role] = await signInStaff(t.app, (await createStaff(t.app.db, { role })).username);
  }
  member = await memberHeaders(t.app, (await createMember(t.app.db)).nik);
});
afterAll(async () => {
  await t?.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
const call = (c: Call, headers?: AuthHeaders) =>
  t.app.inject({ method: c.method, url: `/api/v1${c.url}`, headers, payload: c.payload });

describe('public content replies (SPEC §3/§7 shapes)', () => {
  it('GET /ochart: id, ImagesPath, PIC, TitleName in chart order', async () => {
    const response = await call({ method: 'GET', url: '/ochart' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, message: 'OK' });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      ImagesPath: null,
      PIC: 'Bambang Sutrisno',
      TitleName: 'Ketua',
    });
    expect(body.data.map((e: { TitleName: string }) => e.TitleName)).toEqual([
      'Ketua',
      'Sekretaris',
      'Bendahara',
      'Pengawas',
    ]);
  });

  it('GET /promotion: the active promotions as id, Title, URL', async () => {
    const response = await call({ method: 'GET', url: '/promotion' });
    expect(response.json().data).toEqual([
      { id: expect.any(Number), Title: 'Promo Anggota', URL: 'https://example.com/promo-anggota' },
    ]);
  });

  it('GET /FAQ and POST /FAQ/Detail: members only; categories, then the answers of one', async () => {
    expect((await call({ method: 'GET', url: '/FAQ' })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: '/FAQ' }, editor)).statusCode).toBe(403);
    const categories = await call({ method: 'GET', url: '/FAQ' }, member);
    expect(categories.json().data).toEqual([
      { id: expect.any(Number), Category: 'Keanggotaan' },
      { id: expect.any(Number), Category: 'Pinjaman' },
      { id: expect.any(Number), Category: 'Pelunasan' },
      { id: expect.any(Number), Category: 'Poin' },
    ]);
    const detail = await call(
      { method: 'POST', url: '/FAQ/Detail', payload: { Category: 'Pinjaman' } },
      member,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toEqual([
      { id: expect.any(Number), Category: 'Pinjaman', Answer: expect.stringContaining('Rp 500.000') },
    ]);
    const unknown = await call(
      { method: 'POST', url: '/FAQ/Detail', payload: { Category: 'Tidak Ada' } },
      member,
    );
    expect(unknown.json().data).toEqual([]);
    const bad = await call({ method: 'POST', url: '/FAQ/Detail', payload: {} }, member);
    expect(bad.statusCode).toBe(422);
  });

  it('GET /pages/{slug}: the three pages; terms carry the four membership rules; unknown slug 422', async () => {
    const terms = (await call({ method: 'GET', url: '/pages/terms' })).json().data;
    expect(terms).toEqual({
      slug: 'terms',
      title: 'Syarat dan Ketentuan',
      bodyHtml: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(terms.bodyHtml.match(/<li>/g)?.length).toBeGreaterThanOrEqual(4);
    for (const slug of ['about', 'privacy']) {
      expect((await call({ method: 'GET', url: `/pages/${slug}` })).statusCode).toBe(200);
    }
    expect((await call({ method: 'GET', url: '/pages/secret' })).statusCode).toBe(422);
  });
});

const EDITOR_CALLS: Call[] = [
  { method: 'GET', url: '/admin/content/faqs' },
  { method: 'POST', url: '/admin/content/faqs', payload: { category: 'X', answerHtml: '<p>x</p>' } },
  { method: 'PATCH', url: '/admin/content/faqs/1', payload: { sort: 1 } },
  { method: 'DELETE', url: '/admin/content/faqs/999' },
  { method: 'PUT', url: '/admin/content/faq-categories', payload: { from: 'A', to: 'B' } },
  { method: 'GET', url: '/admin/content/org-chart' },
  { method: 'POST', url: '/admin/content/org-chart', payload: { pic: 'A', title: 'B' } },
  { method: 'PATCH', url: '/admin/content/org-chart/1', payload: { sort: 1 } },
  { method: 'DELETE', url: '/admin/content/org-chart/999' },
  { method: 'GET', url: '/admin/content/promotions' },
  { method: 'POST', url: '/admin/content/promotions', payload: { title: 'P', url: 'https://contoh.co.id' } },
  { method: 'PATCH', url: '/admin/content/promotions/1', payload: { isActive: true } },
  { method: 'DELETE', url: '/admin/content/promotions/999' },
  { method: 'GET', url: '/admin/content/pages' },
  { method: 'PUT', url: '/admin/content/pages/about', payload: { title: 'T', bodyHtml: '<p>x</p>' } },
  { method: 'GET', url: '/admin/products' },
  { method: 'GET', url: '/admin/products/1' },
  { method: 'POST', url: '/admin/products', payload: {} },
  { method: 'PATCH', url: '/admin/products/1', payload: {} },
];

describe('who may call the editor endpoints', () => {
  it.each(EDITOR_CALLS)('$method $url: visitor 401, member/FINANCE/HC/APPROVER 403', async (c) => {
    expect((await call(c)).statusCode).toBe(401);
    expect((await call(c, member)).statusCode).toBe(403);
    for (const role of ['FINANCE', 'HC', 'APPROVER']) {
      expect((await call(c, others[role])).statusCode, role).toBe(403);
    }
  });

  it('EDITOR and ADMIN may list every content area', async () => {
    for (const headers of [editor, admin]) {
      for (const c of EDITOR_CALLS.filter((c) => c.method === 'GET' && !c.url.endsWith('/1'))) {
        expect((await call(c, headers)).statusCode, c.url).toBe(200);
      }
    }
  });
});

describe('FAQ editing', () => {
  it('creates, lists (searchable, paginated), edits and deletes, each change audited', async () => {
    const created = await call(
      {
        method: 'POST',
        url: '/admin/content/faqs',
        payload: { category: 'Pinjaman', answerHtml: '<p>Tenor <b>maksimal</b> 36 bulan.</p>', sort: 5 },
      },
      editor,
    );
    expect(created.statusCode).toBe(201);
    const faq = created.json().data;
    expect(faq).toEqual({
      id: expect.any(Number),
      category: 'Pinjaman',
      answerHtml: '<p>Tenor <b>maksimal</b> 36 bulan.</p>',
      sort: 5,
    });

    const search = await call(
      { method: 'GET', url: '/admin/content/faqs?search=tenor&pageSize=1&page=1' },
      editor,
    );
    expect(search.json().data).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(search.json().data.items).toHaveLength(1);

    const edited = await call(
      {
        method: 'PATCH',
        url: `/admin/content/faqs/${faq.id}`,
        payload: { answerHtml: '<p>Tenor sampai 36 bulan.</p>' },
      },
      admin,
    );
    expect(edited.json().data.answerHtml).toBe('<p>Tenor sampai 36 bulan.</p>');
    const detail = await call(
      { method: 'POST', url: '/FAQ/Detail', payload: { Category: 'Pinjaman' } },
      member,
    );
    expect(detail.json().data.map((a: { Answer: string }) => a.Answer)).toContain(
      '<p>Tenor sampai 36 bulan.</p>',
    );

    expect((await call({ method: 'DELETE', url: `/admin/content/faqs/${faq.id}` }, editor)).statusCode).toBe(
      200,
    );
    expect((await call({ method: 'DELETE', url: `/admin/content/faqs/${faq.id}` }, editor)).statusCode).toBe(
      404,
    );
    const actions = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'faq'), eq(auditLog.entityId, String(faq.id))));
    expect(actions.map((a) => a.action).sort()).toEqual(['create-faq', 'delete-faq', 'update-faq']);
  });

  it('renames a category on all its answers', async () => {
    const response = await call(
      { method: 'PUT', url: '/admin/content/faq-categories', payload: { from: 'Poin', to: 'Poin Anggota' } },
      editor,
    );
    expect(response.json().data).toEqual({ renamed: 1 });
    const categories = (await call({ method: 'GET', url: '/FAQ' }, member)).json().data;
    expect(categories.map((c: { Category: string }) => c.Category)).toContain('Poin Anggota');
  });

  it.each([
    [{ category: '', answerHtml: '<p>x</p>' }, 'category'],
    [{ category: 'A' }, 'answerHtml'],
    [{ category: 'A', answerHtml: '<p>x</p>', sort: -1 }, 'sort'],
    [{ category: 'A', answerHtml: '<script>alert(1)</script>' }, 'answerHtml'],
  ])('refuses %j with 422 on %s', async (payload, field) => {
    const response = await call({ method: 'POST', url: '/admin/content/faqs', payload }, editor);
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().data.errors)).toContain(field);
  });
});

const XSS_VECTORS = [
  '<script>alert(1)</script><p>ok</p>',
  '<p onclick="alert(1)">ok</p>',
  '<img src=x onerror=alert(1)><p>ok</p>',
  '<a href="javascript:alert(1)">ok</a>',
  '<a href="JaVaScRiPt:alert(1)">ok</a>',
  '<a href="&#106;avascript:alert(1)">ok</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ok</a>',
  '<iframe src="https://evil.example"></iframe><p>ok</p>',
  '<svg onload=alert(1)><p>ok</p></svg>',
  '<p style="background:url(javascript:alert(1))">ok</p>',
  '<object data="x.swf"></object><p>ok</p>',
  '<form action="https://evil.example"><input name=a></form><p>ok</p>',
  '<p><a href="//evil.example">ok</a></p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>ok</p>',
];

describe('page HTML is sanitised on save', () => {
  it.each(XSS_VECTORS)('%s leaves no script, handler or dangerous URL', async (vector) => {
    const response = await call(
      {
        method: 'PUT',
        url: '/admin/content/pages/privacy',
        payload: { title: 'Kebijakan Privasi', bodyHtml: vector },
      },
      editor,
    );
    expect(response.statusCode).toBe(200);
    const stored = (await call({ method: 'GET', url: '/pages/privacy' })).json().data.bodyHtml as string;
    expect(stored).toContain('ok');
    expect(stored).not.toMatch(
      /<script|<iframe|<object|<form|<svg|<img|<style|\son\w+=|javascript:|data:|href="\/\//i,
    );
  });

  it('keeps the allowed markup, audits before and after', async () => {
    const html =
      '<h2>Judul</h2><p>Teks <a href="https://contoh.co.id" target="_blank">tautan</a></p><ol><li>satu</li></ol>';
    const response = await call(
      {
        method: 'PUT',
        url: '/admin/content/pages/about',
        payload: { title: 'Tentang Kami', bodyHtml: html },
      },
      admin,
    );
    expect(response.json().data.bodyHtml).toBe(
      '<h2>Judul</h2><p>Teks <a href="https://contoh.co.id" target="_blank" rel="noopener noreferrer nofollow">tautan</a></p><ol><li>satu</li></ol>',
    );
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'update-page')).limit(1);
    expect(entry).toMatchObject({ entity: 'page', actorKind: 'staff' });
  });

  it('refuses an empty title with 422', async () => {
    const response = await call(
      { method: 'PUT', url: '/admin/content/pages/about', payload: { title: ' ', bodyHtml: '<p>x</p>' } },
      editor,
    );
    expect(response.statusCode).toBe(422);
  });
});

describe('promotions', () => {
  it('accepts https only', async () => {
    for (const url of ['http://contoh.co.id', 'javascript:alert(1)', 'ftp://contoh.co.id', 'bukan url']) {
      const response = await call(
        { method: 'POST', url: '/admin/content/promotions', payload: { title: 'P', url } },
        editor,
      );
      expect(response.statusCode, url).toBe(422);
    }
  });

  it('a new active promotion is public and its origin joins the landing page frame-src', async () => {
    const created = await call(
      {
        method: 'POST',
        url: '/admin/content/promotions',
        payload: { title: 'Promo Lebaran', url: 'https://promo.contoh.co.id/lebaran' },
      },
      editor,
    );
    expect(created.statusCode).toBe(201);
    const publicList = (await call({ method: 'GET', url: '/promotion' })).json().data;
    expect(publicList[0]).toMatchObject({
      Title: 'Promo Lebaran',
      URL: 'https://promo.contoh.co.id/lebaran',
    });
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toMatch(
      /frame-src 'self' [^;]*https:\/\/promo\.contoh\.co\.id/,
    );

    expect(page.headers['content-security-policy']).toMatch(
      /connect-src 'self' [^;]*https:\/\/promo\.contoh\.co\.id/,
    );
    const id = created.json().data.id;
    await call(
      { method: 'PATCH', url: `/admin/content/promotions/${id}`, payload: { isActive: false } },
      editor,
    );
    const after = (await call({ method: 'GET', url: '/promotion' })).json().data;
    expect(after.map((p: { id: number }) => p.id)).not.toContain(id);
    const pageAfter = await t.app.inject({ method: 'GET', url: '/' });
    expect(pageAfter.headers['content-security-policy']).not.toContain('promo.contoh.co.id');
  });
});

describe('organisation chart', () => {
  it('creates an entry with a photo (re-encoded JPEG served publicly), edits and removes the photo', async () => {
    const created = await call(
      {
        method: 'POST',
        url: '/admin/content/org-chart',
        payload: {
          pic: 'Dewi Lestari',
          title: 'Wakil Ketua',
          sort: 2,
          photo: toDataUrl(await png(), 'image/png'),
        },
      },
      editor,
    );
    expect(created.statusCode).toBe(201);
    const entry = created.json().data;
    expect(entry.photoUrl).toMatch(/^\/api\/v1\/files\/content\/\d+$/);
    const image = await t.app.inject({ method: 'GET', url: entry.photoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const publicEntry = (await call({ method: 'GET', url: '/ochart' }))
      .json()
      .data.find((e: { PIC: string }) => e.PIC === 'Dewi Lestari');
    expect(publicEntry).toEqual({
      id: entry.id,
      ImagesPath: entry.photoUrl,
      PIC: 'Dewi Lestari',
      TitleName: 'Wakil Ketua',
    });

    const removed = await call(
      { method: 'PATCH', url: `/admin/content/org-chart/${entry.id}`, payload: { photo: null } },
      editor,
    );
    expect(removed.json().data.photoUrl).toBeNull();
  });

  it.each([
    ['an executable', () => toDataUrl(executable(), 'image/png')],
    ['an SVG with a script', () => toDataUrl(svgWithScript(), 'image/svg+xml')],
    ['text that is not base64', () => 'bukan gambar'],
  ])('refuses %s as a photo (415)', async (_label, photo) => {
    const response = await call(
      { method: 'POST', url: '/admin/content/org-chart', payload: { pic: 'A', title: 'B', photo: photo() } },
      editor,
    );
    expect(response.statusCode).toBe(415);
  });

  it('never serves a member document through the public content path', async () => {
    const selfieId = await storeFile(
      t.app.db,
      { data: await png(), mime: 'image/png' },
      { kind: 'member', id: 1, purpose: 'SELFIE' },
    );
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/files/content/${selfieId}` });
    expect(response.statusCode).toBe(404);
  });
});

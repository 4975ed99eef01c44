import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../test/blog-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createProduct, createStaff } from '../../../test/factories';
import { type AuthHeaders, memberHeaders, signInStaff } from '../../../test/sessions';
import { png, toDataUrl } from '../../../test/upload-fixtures';
import { blogArticles, faqs, orgChart, pointOffers, products } from '../../db/schema';
import { storeFile } from '../../plugins/uploads';

let t: TestApp;
let editor: AuthHeaders;
let admin: AuthHeaders;
let member: AuthHeaders;
let finance: AuthHeaders;
const visitor = {};

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: url.startsWith('/api/v1') ? url : `/api/v1${url}`, headers, payload });
const statusOf = async (url: string, headers: Headers) => (await call('GET', url, headers)).statusCode;
const contentFile = async () =>
  storeFile(
    t.app.db,
    { data: await png(40, 30), mime: 'image/png' },
    { kind: 'system', id: null, purpose: 'CONTENT' },
  );
const pathOf = (id: number) => `/api/v1/files/content/${id}`;

/** A draft article with a cover uploaded through the back office; its id and the cover's URL. */
async function draftWithCover(title: string) {
  const created = await call('POST', '/admin/blog', editor, {
    title,
    category: 'Berita Koperasi',
    tags: [],
    author: 'Sekretariat',
    bodyHtml: '<p>Belum terbit.</p>',
  });
  const id: number = created.json().data.id;
  const cover = await call('POST', `/admin/blog/${id}/cover`, editor, {
    image: toDataUrl(await png(), 'image/png'),
  });
  return { id, coverUrl: cover.json().data.coverUrl as string };
}

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  member = await memberHeaders(t.app, (await createMember(t.app.db)).nik);
});
afterAll(async () => {
  await t?.close();
});

describe('article covers', () => {
  it('hides a draft cover from visitors and members, shows it to EDITOR and ADMIN, and follows publication', async () => {
    const { id, coverUrl } = await draftWithCover('Sampul Rahasia');
    expect(coverUrl).toMatch(/^\/api\/v1\/files\/content\/\d+$/);

    const hidden = await call('GET', coverUrl, visitor);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 404, data: null });
    expect(hidden.body).not.toMatch(/\/(tmp|var|home|work)\/|uploads/);
    expect(await statusOf(coverUrl, member)).toBe(404);
    expect(await statusOf(coverUrl, finance)).toBe(404);

    const preview = await call('GET', coverUrl, editor);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^image\//);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(await statusOf(coverUrl, admin)).toBe(200);

    await call('POST', `/admin/blog/${id}/publish`, editor, {});
    const published = await call('GET', coverUrl, visitor);
    expect(published.statusCode).toBe(200);
    expect(published.headers['cache-control']).toBe('public, max-age=600, must-revalidate');
    expect(await statusOf(coverUrl, member)).toBe(200);
    // A cache asks again with the ETag: 304 without the bytes while public, 404 once unpublished.
    const revalidate = { 'if-none-match': String(published.headers.etag) };
    const unchanged = await call('GET', coverUrl, revalidate);
    expect([unchanged.statusCode, unchanged.rawPayload.length]).toEqual([304, 0]);
    expect((await call('GET', coverUrl, { 'if-none-match': '"an-older-picture"' })).statusCode).toBe(200);

    await call('POST', `/admin/blog/${id}/unpublish`, editor, {});
    expect(await statusOf(coverUrl, visitor)).toBe(404);
    expect(await statusOf(coverUrl, revalidate)).toBe(404);
    expect(await statusOf(coverUrl, member)).toBe(404);
    expect(await statusOf(coverUrl, editor)).toBe(200);
  });

  it('hides the cover of an article scheduled for later until its date', async () => {
    const { id, coverUrl } = await draftWithCover('Sampul Terjadwal');
    await call('POST', `/admin/blog/${id}/publish`, editor, { publishDate: '2099-12-31' });
    expect(await statusOf(coverUrl, visitor)).toBe(404);
    expect(await statusOf(coverUrl, editor)).toBe(200);
    await t.app.db
      .update(blogArticles)
      .set({ publishedAt: new Date(Date.now() - 60_000) })
      .where(eq(blogArticles.id, id));
    expect(await statusOf(coverUrl, visitor)).toBe(200);
  });

  it('refuses an expired or forged token (403, so the back office refreshes) and ignores other schemes', async () => {
    const { coverUrl } = await draftWithCover('Sampul Token');
    const forged = await call('GET', coverUrl, { authorization: 'Bearer bukan.token.asli' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('token_expired');
    expect(await statusOf(coverUrl, { authorization: 'Basic dXNlcjpwYXNz' })).toBe(404);
  });
});

describe('other content pictures', () => {
  it('serves a product picture while the product is active', async () => {
    const fileId = await contentFile();
    const product = await createProduct(t.app.db);
    await t.app.db.update(products).set({ imageFileId: fileId }).where(eq(products.id, product.id));
    expect(await statusOf(pathOf(fileId), visitor)).toBe(200);
    await t.app.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect(await statusOf(pathOf(fileId), visitor)).toBe(404);
    expect(await statusOf(pathOf(fileId), editor)).toBe(200);
  });

  it('serves a point offer picture while the offer is active', async () => {
    const fileId = await contentFile();
    const [offer] = await t.app.db
      .insert(pointOffers)
      .values({ title: 'Voucher Uji', value: 10, validityMonths: 3, imageFileId: fileId, isActive: false })
      .returning();
    expect(await statusOf(pathOf(fileId), member)).toBe(404);
    await t.app.db
      .update(pointOffers)
      .set({ isActive: true })
      .where(eq(pointOffers.id, offer?.id ?? 0));
    expect(await statusOf(pathOf(fileId), member)).toBe(200);
  });

  it('serves an org-chart photo, and a picture embedded in a public article or an FAQ answer', async () => {
    const photo = await contentFile();
    await t.app.db.insert(orgChart).values({ pic: 'Uji', title: 'Bendahara', photoFileId: photo });
    expect(await statusOf(pathOf(photo), visitor)).toBe(200);

    const inArticle = await contentFile();
    const img = (id: number) => `<p><img src="${pathOf(id)}" alt="foto" /></p>`;
    const article = await createArticle(t.app.db, {
      status: 'DRAFT',
      publishedAt: null,
      bodyHtml: img(inArticle),
    });
    expect(await statusOf(pathOf(inArticle), visitor)).toBe(404);
    await t.app.db
      .update(blogArticles)
      .set({ status: 'PUBLISHED', publishedAt: new Date() })
      .where(eq(blogArticles.id, article.id));
    expect(await statusOf(pathOf(inArticle), visitor)).toBe(200);

    const inFaq = await contentFile();
    expect(await statusOf(pathOf(inFaq), visitor)).toBe(404);
    await t.app.db.insert(faqs).values({ category: 'Umum', answer: img(inFaq) });
    expect(await statusOf(pathOf(inFaq), visitor)).toBe(200);

    // A longer id that starts with the same digits is another picture.
    const notEmbedded = await contentFile();
    await t.app.db.insert(faqs).values({ category: 'Umum', answer: img(Number(`${notEmbedded}0`)) });
    expect(await statusOf(pathOf(notEmbedded), visitor)).toBe(404);
  });

  it('serves nothing that is not a CONTENT file, not even to an editor', async () => {
    const selfie = await storeFile(
      t.app.db,
      { data: await png(), mime: 'image/png' },
      { kind: 'member', id: 1, purpose: 'SELFIE' },
    );
    expect(await statusOf(pathOf(selfie), editor)).toBe(404);
  });
});

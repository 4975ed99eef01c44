import { BLOG_DEFAULT_PAGE_SIZE } from '@kopkar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { seedBlog } from './blog-data';

let t: TestApp;
const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json().data;

beforeAll(async () => {
  t = await buildTestApp();
  await seedBlog(t.app.db, '2026-11-20');
});
afterAll(async () => {
  await t?.close();
});

describe('seedBlog', () => {
  it('publishes enough articles for three pages of the default size, all in the past', async () => {
    const page = await get('/blog/paginate');
    expect(page.total).toBe(16);
    expect(page.last_page).toBe(Math.ceil(16 / BLOG_DEFAULT_PAGE_SIZE));
    expect(page.data[0]).toMatchObject({ slug: 'tips-mengatur-keuangan-keluarga', Createdate: '2026-11-19' });
  });

  it('spreads them over five categories and six months', async () => {
    expect((await get('/blog/category')).map((c: { Category: string }) => c.Category)).toEqual([
      'Berita Koperasi',
      'Gaya Hidup',
      'Keamanan Digital',
      'Keuangan',
      'Panduan',
    ]);
    expect((await get('/blog/archive')).map((a: { archive: string }) => a.archive)).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
    ]);
  });

  it('gives every article a drawn JPEG cover served as public content', async () => {
    const articles = await get('/blog');
    for (const article of articles) {
      expect(article.ImagesPath, article.slug).toMatch(/^\/api\/v1\/files\/content\/\d+$/);
    }
    const cover = await t.app.inject({ method: 'GET', url: articles[0].ImagesPath });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
  });

  it('shows approved comments only', async () => {
    const rat = await get('/blog/rapat-anggota-tahunan');
    const comments = await get(`/blog/commentview/${rat.id}`);
    expect(comments.map((c: { nama: string }) => c.nama)).toEqual(['Joko']);
  });
});

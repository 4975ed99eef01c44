import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../../test/blog-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { blogArticles } from '../../db/schema';

let t: TestApp;

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
const utc = (iso: string) => new Date(iso);

/**
 * Fifteen public articles: four in each of July, August and September 2025 (Jakarta), and three placed on the
 * month boundaries in UTC that Asia/Jakarta (UTC+7) moves into the next month. Plus a draft and a scheduled
 * article that the public must never count.
 */
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const categories = ['Keuangan', 'Panduan', 'Berita Koperasi'];
  for (let i = 0; i < 12; i += 1) {
    const month = 7 + Math.floor(i / 4);
    await createArticle(db, {
      slug: `reguler-${i + 1}`,
      title: `Artikel Reguler ${String(i + 1).padStart(2, '0')}`,
      category: categories[i % 3],
      tags: ['umum'],
      bodyHtml: '<p>Isi biasa dengan <strong>huruf tebal</strong>.</p>',
      publishedAt: utc(`2025-0${month}-${String(10 + i).padStart(2, '0')}T02:00:00Z`),
    });
  }
  await createArticle(db, {
    slug: 'dana-darurat-keluarga',
    title: 'Dana Darurat Keluarga',
    category: 'Keuangan',
    // 00:30 on 1 November in Jakarta, still 31 October in UTC.
    publishedAt: utc('2025-10-31T17:30:00Z'),
  });
  await createArticle(db, {
    slug: 'menabung-rutin',
    title: 'Menabung Rutin',
    category: 'Panduan',
    bodyHtml: '<p>Sisihkan <em>dana darurat</em> lebih dulu.</p>',
    // 23:59:59 on 30 November in Jakarta.
    publishedAt: utc('2025-11-30T16:59:59Z'),
  });
  await createArticle(db, {
    slug: 'rat-desember',
    title: 'RAT Desember',
    category: 'Berita Koperasi',
    tags: ['rat', 'darurat'],
    // 00:00 on 1 December in Jakarta.
    publishedAt: utc('2025-11-30T17:00:00Z'),
  });
  await createArticle(db, {
    slug: 'draf-rahasia',
    title: 'Draf Rahasia',
    status: 'DRAFT',
    publishedAt: null,
  });
  await createArticle(db, {
    slug: 'terjadwal',
    title: 'Terjadwal Tahun Depan',
    category: 'Rahasia',
    publishedAt: utc('2099-01-01T02:00:00Z'),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /blog/paginate (docs/product/api.md)', () => {
  it('answers exactly the paginator fields, articles with docs/product/data.md names, newest first', async () => {
    const response = await get('/blog/paginate');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, message: 'OK' });
    expect(Object.keys(body.data).sort()).toEqual([
      'current_page',
      'data',
      'last_page',
      'next_page_url',
      'per_page',
      'prev_page_url',
      'total',
    ]);
    expect(body.data).toMatchObject({
      current_page: 1,
      per_page: 6,
      last_page: 3,
      total: 15,
      prev_page_url: null,
    });
    expect(body.data.next_page_url).toBe(
      '/api/v1/blog/paginate?limit=6&searchBy=TitleName&searchParam=&page=2',
    );
    expect(body.data.data).toHaveLength(6);
    expect(Object.keys(body.data.data[0]).sort()).toEqual([
      'Blog_Description',
      'Category',
      'Createdate',
      'ImagesPath',
      'Tags',
      'TitleName',
      'WritenBy',
      'archive',
      'id',
      'slug',
    ]);
    expect(body.data.data.map((a: { slug: string }) => a.slug).slice(0, 3)).toEqual([
      'rat-desember',
      'menabung-rutin',
      'dana-darurat-keluarga',
    ]);
  });

  it('walks to the last page, which has only "previous"', async () => {
    const page3 = (await get('/blog/paginate?limit=6&page=3')).json().data;
    expect(page3).toMatchObject({ current_page: 3, last_page: 3, next_page_url: null });
    expect(page3.prev_page_url).toContain('page=2');
    expect(page3.data).toHaveLength(3);
  });

  it('answers a page beyond the last with no rows and "previous" pointing at the last page', async () => {
    const response = await get('/blog/paginate?limit=6&page=9');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ current_page: 9, last_page: 3, total: 15, next_page_url: null, data: [] });
    expect(data.prev_page_url).toContain('page=3');
  });

  it.each([['7'], ['5'], ['0'], ['20'], ['1001'], ['semua']])(
    'refuses page size %s with 422 (only 6, 10, 30, 50, 100, 500, 1000)',
    async (limit) => {
      const response = await get(`/blog/paginate?limit=${limit}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().data.errors[0].path).toBe('limit');
    },
  );

  it.each([[10], [30], [50], [100], [500], [1000]])('accepts page size %i', async (limit) => {
    const data = (await get(`/blog/paginate?limit=${limit}`)).json().data;
    expect(data.per_page).toBe(limit);
    expect(data.data).toHaveLength(Math.min(limit, 15));
  });

  it('refuses an unknown searchBy and page 0 with 422', async () => {
    expect((await get('/blog/paginate?searchBy=Body')).statusCode).toBe(422);
    expect((await get('/blog/paginate?page=0')).statusCode).toBe(422);
  });

  it('searches the title only with TitleName, every text with All (never the markup)', async () => {
    const byTitle = (await get('/blog/paginate?searchBy=TitleName&searchParam=darurat')).json().data;
    expect(byTitle.data.map((a: { slug: string }) => a.slug)).toEqual(['dana-darurat-keluarga']);
    const byAll = (await get('/blog/paginate?searchBy=All&searchParam=%20DARURAT%20')).json().data;
    expect(byAll.data.map((a: { slug: string }) => a.slug)).toEqual([
      'rat-desember',
      'menabung-rutin',
      'dana-darurat-keluarga',
    ]);
    expect(byAll.next_page_url).toBeNull();
    const byCategory = (await get('/blog/paginate?searchBy=All&searchParam=berita')).json().data;
    expect(byCategory.total).toBe(5);
    expect((await get('/blog/paginate?searchBy=All&searchParam=strong')).json().data.total).toBe(0);
    expect((await get('/blog/paginate?searchBy=All&searchParam=%25')).json().data.total).toBe(0);
    expect((await get('/blog/paginate?searchBy=TitleName&searchParam=Rahasia')).json().data.total).toBe(0);
  });

  it('filters by category and by archive month, keeping the filters in the page links', async () => {
    const keuangan = (await get('/blog/paginate?category=Keuangan&limit=6')).json().data;
    expect(keuangan.total).toBe(5);
    expect(keuangan.data.every((a: { Category: string }) => a.Category === 'Keuangan')).toBe(true);
    const november = (await get('/blog/paginate?archive=2025-11')).json().data;
    expect(november.data.map((a: { slug: string }) => a.slug)).toEqual([
      'menabung-rutin',
      'dana-darurat-keluarga',
    ]);
    const july = (await get('/blog/paginate?archive=2025-07&limit=6&category=Keuangan')).json().data;
    expect(july.total).toBe(2);
    const paged = (await get('/blog/paginate?archive=2025-07&limit=6&page=2')).json().data;
    expect(paged.prev_page_url).toBe(
      '/api/v1/blog/paginate?limit=6&searchBy=TitleName&searchParam=&archive=2025-07&page=1',
    );
    expect((await get('/blog/paginate?archive=2025-13')).statusCode).toBe(422);
  });
});

describe('GET /blog/archive, /blog/category, /blog/newest, /blog', () => {
  it('groups by month on the Jakarta calendar, newest month first', async () => {
    const response = await get('/blog/archive');
    expect(response.json().data).toEqual([
      { archive: '2025-12', year: 2025, month: 12, total: 1 },
      { archive: '2025-11', year: 2025, month: 11, total: 2 },
      { archive: '2025-09', year: 2025, month: 9, total: 4 },
      { archive: '2025-08', year: 2025, month: 8, total: 4 },
      { archive: '2025-07', year: 2025, month: 7, total: 4 },
    ]);
  });

  it('dates each article on the Jakarta calendar', async () => {
    const article = (await get('/blog/dana-darurat-keluarga')).json().data;
    expect(article).toMatchObject({ Createdate: '2025-11-01', archive: '2025-11' });
    const december = (await get('/blog/rat-desember')).json().data;
    expect(december).toMatchObject({ Createdate: '2025-12-01', archive: '2025-12' });
  });

  it('lists categories with public articles only, by name', async () => {
    expect((await get('/blog/category')).json().data).toEqual([
      { Category: 'Berita Koperasi', total: 5 },
      { Category: 'Keuangan', total: 5 },
      { Category: 'Panduan', total: 5 },
    ]);
  });

  it('gives the two newest by default and up to 12 on request', async () => {
    const newest = (await get('/blog/newest')).json().data;
    expect(newest.map((a: { slug: string }) => a.slug)).toEqual(['rat-desember', 'menabung-rutin']);
    expect((await get('/blog/newest?limit=4')).json().data).toHaveLength(4);
    expect((await get('/blog/newest?limit=13')).statusCode).toBe(422);
  });

  it('lists every public article at /blog', async () => {
    expect((await get('/blog')).json().data).toHaveLength(15);
  });
});

describe('GET /blog/{id}', () => {
  it('finds a public article by id or by slug', async () => {
    const bySlug = (await get('/blog/menabung-rutin')).json().data;
    const byId = await get(`/blog/${bySlug.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toEqual(bySlug);
    expect(bySlug).toMatchObject({ TitleName: 'Menabung Rutin', WritenBy: 'Tim Redaksi', Tags: ['uji'] });
  });

  it('finds an article whose slug is all digits', async () => {
    await createArticle(t.app.db, {
      slug: '2026',
      title: '2026',
      category: 'Keuangan',
      publishedAt: utc('2025-07-01T02:00:00Z'),
    });
    expect((await get('/blog/2026')).json().data).toMatchObject({ slug: '2026', TitleName: '2026' });
    await t.app.db.delete(blogArticles).where(eq(blogArticles.slug, '2026'));
  });

  it('does not find drafts, scheduled articles or unknown slugs (404), and refuses malformed ones', async () => {
    expect((await get('/blog/draf-rahasia')).statusCode).toBe(404);
    expect((await get('/blog/terjadwal')).statusCode).toBe(404);
    expect((await get('/blog/tidak-ada')).statusCode).toBe(404);
    expect((await get('/blog/999999')).statusCode).toBe(404);
    expect((await get('/blog/Bukan%20Slug')).statusCode).toBe(422);
  });
});

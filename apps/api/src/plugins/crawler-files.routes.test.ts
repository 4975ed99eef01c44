import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../test/blog-factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { closedPrefixes, LISTED_PAGES, sitemapXml } from './crawler-files';

const ORIGIN = 'https://portal.koperasi.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: `${ORIGIN}/` });
});
afterAll(async () => {
  await t?.close();
});

const disallowed = (robots: string) =>
  robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));

/** A crawler's reading of the rules: the longest matching prefix decides, and `Allow: /` is the shortest. */
const isClosed = (robots: string, path: string) =>
  disallowed(robots).some((prefix) => path.startsWith(prefix));

describe('GET /robots.txt', () => {
  it('opens the public pages, closes the API, the back office and the member pages, and names the sitemap', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    const robots = reply.body;
    expect(robots).toMatch(/^User-agent: \*\n/);
    expect(robots).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    for (const path of [
      '/api/v1/me',
      '/admin',
      '/admin/members/7',
      '/home',
      '/simpanan',
      '/potongan-gaji',
      '/faq',
      '/arsip',
    ])
      expect(isClosed(robots, path), path).toBe(true);
    for (const path of ['/history-pinjaman/100002', '/account/data', '/reset-password', '/verifikasi/ABC'])
      expect(isClosed(robots, path), path).toBe(true);
    for (const path of [
      '/',
      '/about',
      '/organisasi',
      '/privacy-policy',
      '/privasi',
      '/blog',
      '/blog/x',
      '/login',
    ])
      expect(isClosed(robots, path), path).toBe(false);
    expect(isClosed(robots, '/assets/index.js')).toBe(false);
  });

  it('closes every page the route table does not name as public, each once', () => {
    const prefixes = closedPrefixes();
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(prefixes).toEqual(expect.arrayContaining(['/api/', '/admin', '/home', '/report-amortisasi/']));
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every published article by its slug, with absolute addresses', async () => {
    const published = await createArticle(t.app.db, { slug: 'rapat-anggota-tahunan' });
    await createArticle(t.app.db, { slug: 'masih-draf', status: 'DRAFT', publishedAt: null });
    await createArticle(t.app.db, { slug: 'terbit-besok', publishedAt: new Date(Date.now() + 86_400_000) });

    const reply = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...reply.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/about`,
      `${ORIGIN}/organisasi`,
      `${ORIGIN}/terms-and-conditions`,
      `${ORIGIN}/privacy-policy`,
      `${ORIGIN}/privasi`,
      `${ORIGIN}/blog`,
      `${ORIGIN}/blog/rapat-anggota-tahunan`,
    ]);
    expect(reply.body).toContain(
      `<loc>${ORIGIN}/blog/rapat-anggota-tahunan</loc><lastmod>${published.updatedAt.toISOString()}</lastmod>`,
    );
    expect(reply.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  });

  it('escapes what it writes into the XML', () => {
    const xml = sitemapXml('https://a.example/?x=1&y=<2>', []);
    expect(xml).toContain('<loc>https://a.example/?x=1&amp;y=&lt;2&gt;/</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(LISTED_PAGES.length);
  });
});

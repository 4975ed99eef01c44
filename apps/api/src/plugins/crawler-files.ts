import { paths } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** A blog article the public may read: its address and when it last changed. */
export type SitemapArticle = { slug: string; updatedAt: Date };

type PageName = Exclude<keyof typeof paths, 'staff'>;

/**
 * The portal's pages a search engine is invited to, by their name in the web's route table
 * (packages/domain/src/site-paths.ts, where every page's address is written once): the public pages of the site's
 * route tree (apps/web/src/app/site-routes.tsx). Each published article follows `blog` by its slug.
 */
export const LISTED_PAGES = [
  'landing',
  'about',
  'organisation',
  'terms',
  'privacy',
  'privasi',
  'blog',
] as const satisfies readonly PageName[];

/** Public and crawlable, but not listed: an article is listed by its slug, and the sign-in page is no content. */
const UNLISTED_PUBLIC_PAGES = ['blogArticle', 'login'] as const satisfies readonly PageName[];

/** The API and the back office (every staff page is under `/admin`, docs/architecture.md). */
const CLOSED_AREAS = ['/api/', '/admin'];

/** A page's address up to its first parameter: `/history-pinjaman/:nik` → `/history-pinjaman/`. */
const prefixOf = (path: string) => path.split(':')[0] ?? path;

/**
 * Every other page of the route table is closed to crawlers: the member's pages, a former member's archive, the
 * sign-in steps (OTP, password reset), the error page and the check of one issued document (its code is the
 * member's, docs/decisions/0014-issued-documents.md). A page added to the table later is closed until it is
 * named above.
 */
export function closedPrefixes(): string[] {
  const open = new Set<string>([...LISTED_PAGES, ...UNLISTED_PUBLIC_PAGES]);
  const { staff: _backOffice, ...pages } = paths;
  const closed = Object.entries(pages)
    .filter(([name]) => !open.has(name))
    .map(([, page]) => prefixOf(page.path));
  const all = [...new Set([...CLOSED_AREAS, ...closed])];
  // `/account` already closes `/account/data`: a rule that a shorter one covers is left out.
  return all.filter((prefix) => !all.some((other) => other !== prefix && prefix.startsWith(other)));
}

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...closedPrefixes().map((prefix) => `Disallow: ${prefix}`)];
  return `${lines.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/**
 * The sitemap protocol's `urlset` (sitemaps.org), written from a template: one element per page with its `loc` and,
 * for an article, its `lastmod`. A library (the `sitemap` package: streams, a SAX parser, validation of
 * video and news extensions) would be more code than the job; every value goes through `escapeXml`.
 */
export function sitemapXml(origin: string, articles: readonly SitemapArticle[]): string {
  const entry = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const pages = LISTED_PAGES.map((name) => entry(paths[name].getHref()));
  const posts = articles.map((article) => entry(paths.blogArticle.getHref(article.slug), article.updatedAt));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...posts,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * `/robots.txt` and `/sitemap.xml` for search engines, with absolute addresses on PUBLIC_URL
 * (docs/configuration.md). `listArticles` gives the published blog articles (the blog module's, handed over by
 * app.ts: plugins import no module). Like the pages, neither is rate limited (plugins/spa.ts).
 */
export async function registerCrawlerFiles(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
  listArticles: () => Promise<readonly SitemapArticle[]>,
) {
  const origin = config.publicUrl.replace(/\/+$/, '');
  const robots = robotsTxt(origin);
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = sitemapXml(origin, await listArticles());
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });
}

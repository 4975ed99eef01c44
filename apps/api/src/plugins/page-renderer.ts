import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { htmlText, sanitiseEditorHtml } from './editor-html';

/**
 * What the web build's server renderer (apps/web/src/ssr/entry-server.tsx) is given. `member`: this render is for
 * the signed-in member whose page cookie came with the request (docs/decisions/0016): `fetch` then carries their
 * bearer token, and the page is never shared with anyone else.
 */
export type RenderContext = {
  fetch: typeof fetch;
  html: { sanitise: (html: string) => string; text: (html: string) => string };
  member?: boolean;
  /** The request came from a phone: the web renders its width-chosen layouts (tables or cards) for one. */
  phone?: boolean;
};
/** A page it rendered: markup for `#root`, style elements for `<head>`, escaped JSON for the hydration. */
export type RenderedPage = { html: string; head: string; state: string };
export type RenderPage = (url: string, context: RenderContext) => Promise<RenderedPage | null>;
/** Whether a path is one of the member's pages the web renders for them (pathname only, no query). */
export type IsMemberPage = (pathname: string) => boolean;

/** A finished document, compressed once for every visitor the cache serves it to. */
export type RenderedDocument = { html: string; br: Buffer; gzip: Buffer };

const ROOT_ELEMENT = '<div id="root"></div>';
/** Where the web build writes the renderer, inside the SPA's folder (a dot folder @fastify/static never serves). */
export const RENDERER_PATH = join('.server', 'entry-server.js');

/**
 * The built index.html with the rendered page in it: styles at the end of `<head>`, the markup inside `#root`, and
 * the data it was rendered from in a `<script type="application/json">` (a data block, never executed: the CSP's
 * script-src 'self' stays as it is). The renderer escaped that JSON so it cannot close its element.
 */
export function composeDocument(template: string, page: RenderedPage): string {
  if (!template.includes(ROOT_ELEMENT) || !template.includes('</head>')) {
    throw new Error('index.html has no empty <div id="root"></div> or no </head>');
  }
  return template
    .replace('</head>', () => `${page.head}</head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">${page.state}</script>`,
    );
}

function compress(html: string): RenderedDocument {
  const body = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(body, { level: 6 }),
  };
}

/**
 * Answers the renderer's `/api/v1/…` reads in process with Fastify's inject: the same routes, presenters and
 * replies a browser gets, without a network hop. `fixedHeaders` (a member render's authorization) win over
 * whatever headers the renderer's own call names, in any letter case.
 */
export function injectFetch(app: FastifyInstance, fixedHeaders: Record<string, string> = {}): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? `${input.pathname}${input.search}`
          : input.url;
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: headersOf(init?.headers, fixedHeaders),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const hasBody = ![204, 304].includes(reply.statusCode);
    return new Response(hasBody ? reply.rawPayload : null, { status: reply.statusCode, headers });
  };
}

function headersOf(given: RequestInit['headers'], fixed: Record<string, string>): Record<string, string> {
  const headers = new Headers({ accept: 'application/json' });
  for (const [name, value] of new Headers(given)) headers.set(name, value);
  for (const [name, value] of Object.entries(fixed)) headers.set(name, value);
  return Object.fromEntries(headers);
}

export type PageRendererOptions = {
  template: string;
  renderPage: RenderPage;
  context: RenderContext;
  /** The web build's list of member pages; without it (an older build) no page is rendered for a member. */
  isMemberPage?: IsMemberPage;
  /** The renderer's fetch carrying a member's access token (a member render's reads). */
  fetchAs?: (accessToken: string) => typeof fetch;
  /** How long a rendered page is served again before it is rendered anew. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
};

/**
 * Public pages rendered on request (ADR 0006), each kept for a short while: concurrent requests for one address
 * share one render, and a page is rendered again after `ttlMs` or at once after `invalidate()` (an editor's change in
 * this process). At most `maxEntries` addresses are kept (blog filters make many), the least recently used go first.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const { template, renderPage, context, ttlMs = 30_000, maxEntries = 200, now = Date.now } = options;
  const { isMemberPage: webRendersForMember, fetchAs } = options;
  type Entry = { expires: number; document: Promise<RenderedDocument | null> };
  const cache = new Map<string, Entry>();

  return {
    /** The rendered document for `url`, or null when the path is not one the server renders. */
    render(url: string): Promise<RenderedDocument | null> {
      const hit = cache.get(url);
      cache.delete(url);
      if (hit && hit.expires > now()) {
        cache.set(url, hit);
        return hit.document;
      }
      const entry: Entry = {
        expires: now() + ttlMs,
        document: renderPage(url, context).then((page) => page && compress(composeDocument(template, page))),
      };
      cache.set(url, entry);
      for (const oldest of cache.keys()) {
        if (cache.size <= maxEntries) break;
        cache.delete(oldest);
      }
      // A failed render is not kept: the next request tries again.
      entry.document.catch(() => {
        if (cache.get(url) === entry) cache.delete(url);
      });
      return entry.document;
    },
    /** True when the web renders `pathname` for a signed-in member (false when the build cannot). */
    isMemberPage(pathname: string): boolean {
      return Boolean(webRendersForMember && fetchAs && webRendersForMember(pathname));
    },
    /**
     * `url` rendered for the member whose access token this is, or null when the web does not render it for
     * members. Never kept: the page is theirs alone, rendered for this reply and compressed once for it.
     */
    async renderForMember(
      url: string,
      accessToken: string,
      device: { phone: boolean } = { phone: false },
    ): Promise<RenderedDocument | null> {
      if (!fetchAs) return null;
      const page = await renderPage(url, {
        ...context,
        member: true,
        phone: device.phone,
        fetch: fetchAs(accessToken),
      });
      return page && compress(composeDocument(template, page));
    },
    invalidate(): void {
      cache.clear();
    },
    get size(): number {
      return cache.size;
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/** Changes that can alter what a public page shows: the back office's, and a comment that may publish at once. */
export function changesPublicContent(method: string, url: string, statusCode: number): boolean {
  if (method === 'GET' || method === 'HEAD' || statusCode >= 400) return false;
  return url.startsWith('/api/v1/admin/') || url.startsWith('/api/v1/blog/comment');
}

/**
 * The renderer of the web build in `root`, or null when that build has none (a development tree, or a build made
 * before server rendering): then every page is the plain index.html, as before.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  root: string,
  template: string,
): Promise<PageRenderer | null> {
  const entry = join(root, RENDERER_PATH);
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as {
    renderPage?: RenderPage;
    isMemberPage?: IsMemberPage;
  };
  if (typeof module.renderPage !== 'function') return null;
  const renderer = createPageRenderer({
    template,
    renderPage: module.renderPage,
    context: { fetch: injectFetch(app), html: { sanitise: sanitiseEditorHtml, text: htmlText } },
    isMemberPage: typeof module.isMemberPage === 'function' ? module.isMemberPage : undefined,
    fetchAs: (accessToken) => injectFetch(app, { authorization: `Bearer ${accessToken}` }),
  });
  app.addHook('onResponse', async (request, reply) => {
    if (changesPublicContent(request.method, request.url, reply.statusCode)) renderer.invalidate();
  });
  return renderer;
}

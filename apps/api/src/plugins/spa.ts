import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sendFailure } from './failure-reply';
import { loadPageRenderer, type PageRenderer, type RenderedDocument } from './page-renderer';

const DEFAULT_DIST = resolve(import.meta.dirname, '../../../web/dist');

/**
 * How a member's page cookie opens a render of their own pages (docs/decisions/0016): the auth module's, handed
 * over by app.ts (plugins import no module). `renderTokenFor` answers a short-lived access token for the cookie's
 * session, or null when the cookie opens nothing (unknown, revoked, expired, member no longer active).
 */
export type MemberPageAccess = {
  cookieName: string;
  renderTokenFor: (presented: string) => Promise<string | null>;
  clearCookie: (reply: FastifyReply) => void;
};

/** A page that is one member's own: kept by no cache but their browser's, and never answered to another cookie. */
const MEMBER_PAGE_HEADERS = { cacheControl: 'private, no-store', vary: 'Cookie, Accept-Encoding' };
const PUBLIC_PAGE_HEADERS = { cacheControl: 'no-cache', vary: 'Accept-Encoding' };

/**
 * Serves the built SPA with history fallback: unknown non-API GETs get a page so client routes work on reload. The
 * public routes come rendered on the server (page-renderer.ts, ADR 0006), cached and shared; a member's own pages
 * are rendered for the member whose page cookie comes with the request, never cached (docs/decisions/0016);
 * every other page is index.html and renders in the browser. No page, file or unknown address is rate limited: an
 * office behind one address loads hundreds of pages a minute, and a limit here guards nothing the answer itself
 * does not already cost (ADR 0007).
 * A missing build file (an old page asking for a replaced bundle) is a 404, never the app's HTML in its place.
 */
export async function registerSpa(app: FastifyInstance, config: Config, memberPages?: MemberPageAccess) {
  const root = config.webDistDir ? resolve(config.webDistDir) : DEFAULT_DIST;
  const indexFile = resolve(root, 'index.html');
  const hasSpa = existsSync(indexFile);
  let renderer: PageRenderer | null = null;
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz beside each text file (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders: (res, path) => {
        const immutable = path.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    renderer = await loadPageRenderer(app, root, readFileSync(indexFile, 'utf8'));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/assets/');
    if (hasSpa && isPageRequest) {
      const pathname = request.url.split('?')[0] ?? '/';
      if (renderer && memberPages && renderer.isMemberPage(pathname)) {
        // The shell's answer too depends on the cookie: a cache must not give one browser's page to another.
        reply.header('vary', 'Cookie');
        const page = await memberPage(renderer, memberPages, request, reply);
        if (page) return sendDocument(request, reply, page, MEMBER_PAGE_HEADERS);
      } else {
        const page = await renderedPage(renderer, request);
        if (page) return sendDocument(request, reply, page, PUBLIC_PAGE_HEADERS);
      }
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return sendFailure(request, reply, 404, 'Alamat tidak ditemukan');
  });
}

/** The server-rendered page, or null (not a public route, no renderer, or the render failed: the shell will do). */
async function renderedPage(
  renderer: PageRenderer | null,
  request: FastifyRequest,
): Promise<RenderedDocument | null> {
  if (!renderer) return null;
  try {
    return await renderer.render(request.url);
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed; sending the plain app shell');
    return null;
  }
}

/**
 * The member's own page, rendered for them alone, or null (no cookie, a cookie that opens nothing, which is
 * cleared, a path the web does not render for members, or a render that failed: the shell will do).
 */
async function memberPage(
  renderer: PageRenderer,
  access: MemberPageAccess,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RenderedDocument | null> {
  const presented = request.cookies[access.cookieName];
  if (!presented) return null;
  try {
    const accessToken = await access.renderTokenFor(presented);
    if (!accessToken) {
      access.clearCookie(reply);
      return null;
    }
    return await renderer.renderForMember(request.url, accessToken, { phone: isPhoneRequest(request) });
  } catch (error) {
    request.log.error({ err: error }, 'member page rendering failed; sending the plain app shell');
    return null;
  }
}

/**
 * Whether the page is asked for by a phone: Chromium's client hint (`Sec-CH-UA-Mobile: ?1`, sent on every request),
 * or else a user agent naming a mobile device. Only a guess at the first layout: the browser corrects it after the
 * hydration if the screen says otherwise.
 */
export function isPhoneRequest(request: Pick<FastifyRequest, 'headers'>): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /\bMobi|Android|iPhone/i.test(String(request.headers['user-agent'] ?? ''));
}

function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedDocument,
  headers: { cacheControl: string; vary: string },
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('cache-control', headers.cacheControl)
    .header('vary', headers.vary)
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

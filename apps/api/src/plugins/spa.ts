import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sendFailure } from './failure-reply';
import { loadPageRenderer, type PageRenderer, type RenderedDocument } from './page-renderer';

const DEFAULT_DIST = resolve(import.meta.dirname, '../../../web/dist');

/**
 * Serves the built SPA with history fallback: unknown non-API GETs get a page so client routes work on reload. The
 * public routes come rendered on the server (page-renderer.ts, ADR 0006); every other page is index.html and
 * renders in the browser. No page, file or unknown address is rate limited: an office behind one address loads
 * hundreds of pages a minute, and a limit here guards nothing the answer itself does not already cost (ADR 0007).
 * A missing build file (an old page asking for a replaced bundle) is a 404, never the app's HTML in its place.
 */
export async function registerSpa(app: FastifyInstance, config: Config) {
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
      const page = await renderedPage(renderer, request);
      if (page) return sendDocument(request, reply, page);
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

function sendDocument(request: FastifyRequest, reply: FastifyReply, page: RenderedDocument) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

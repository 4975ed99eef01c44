import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const DEFAULT_DIST = resolve(import.meta.dirname, '../../../web/dist');

/**
 * Serves the built SPA with history fallback: unknown non-API GETs get index.html so client routes work on reload.
 * Unknown /api paths get a rate-limited 404 envelope (probing for endpoints is cheap to slow down).
 */
export async function registerSpa(app: FastifyInstance, config: Config) {
  const root = config.webDistDir ? resolve(config.webDistDir) : DEFAULT_DIST;
  const hasSpa = existsSync(resolve(root, 'index.html'));
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
  }
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 60, timeWindow: '1 minute' }) },
    (request, reply) => {
      const isPageRequest = request.method === 'GET' && !request.url.startsWith('/api');
      if (hasSpa && isPageRequest) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({ code: 404, message: 'Alamat tidak ditemukan', data: null });
    },
  );
}

import type { FastifyInstance, RouteOptions } from 'fastify';

/** The routes of the API proper: not the SPA's pages and assets, nor the API docs' own pages. */
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Whether a route states what it answers on success (a 2xx key in `schema.response`). */
export function declaresReply(route: Pick<RouteOptions, 'schema'>): boolean {
  const response = route.schema?.response;
  if (!response || typeof response !== 'object') return false;
  return Object.keys(response).some((status) => /^2(\d\d|xx)$/.test(status));
}

/**
 * Every API route declares its reply: the zod schema from packages/domain whose type the web client reads the
 * reply as (docs/decisions/0020), `/api/docs` shows and the reply serialiser compiles (plugins/reply-serializer.ts). Registering one without it
 * throws while the app is built, so no test, no e2e run and no start-up passes with an undeclared reply.
 */
export function requireReplySchemas(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url) || route.method === 'HEAD' || declaresReply(route)) return;
    const methods = [route.method].flat().join(',');
    throw new Error(
      `${methods} ${route.url} declares no reply: add schema.response (a zod schema from packages/domain)`,
    );
  });
}

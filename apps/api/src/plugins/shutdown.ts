import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './failure-reply';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment shutdown begins: readiness answers 503 so the load balancer stops sending. */
    isDraining(): boolean;
    /** Begins shutdown: every reply from now on closes its connection; answers after `ms`. */
    drain(ms: number): Promise<void>;
  }
}

const CLOSING_MESSAGE = 'Server sedang dimulai ulang. Silakan coba lagi sebentar lagi.';

/**
 * Graceful shutdown behind a load balancer (server.ts on SIGTERM): first a drain of DRAIN_MS in which requests are
 * still served but every reply says `Connection: close`, so clients and the proxy stop reusing connections to
 * this copy instead of having an idle one cut under a request they are sending; then `close()` stops
 * listening and waits for requests under way, and any request that still arrives gets 503 in the envelope (a
 * page load: the HTML page, failure-reply.ts).
 * Fastify's own 503 (English, outside the envelope) is switched off in app.ts (`return503OnClosing`).
 */
export function registerShutdown(app: FastifyInstance) {
  let state: 'serving' | 'draining' | 'closing' = 'serving';
  app.decorate('isDraining', () => state !== 'serving');
  app.decorate('drain', async (ms: number) => {
    if (state === 'serving') state = 'draining';
    if (ms > 0) await sleep(ms);
  });
  app.addHook('preClose', async () => {
    state = 'closing';
  });
  app.addHook('onRequest', async (request, reply) => {
    if (state !== 'closing') return;
    reply.header('connection', 'close').header('retry-after', '5');
    return sendFailure(request, reply, 503, CLOSING_MESSAGE);
  });
  app.addHook('onSend', async (_request, reply) => {
    // Without it, a keep-alive connection whose request was under way when closing began stays open after its
    // reply, and close() waits for it until the keep-alive timeout.
    if (state !== 'serving') reply.header('connection', 'close');
  });
}

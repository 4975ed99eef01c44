import { envelopeSchema, healthSchema } from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** A health probe must answer quickly even when what it probes hangs. */
const PROBE_TIMEOUT_MS = 2_000;

async function withinProbeTimeout(probe: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health for load balancers and start scripts: 503 while the process drains before shutting down, and
 * when the database does not answer within 2 s (the
 * portal can do nothing without it); 200 with `redis: 'down'` when only Redis is gone, because the portal then
 * counts its limits in the database and keeps serving ('off' when no Redis is configured).
 */
export async function healthRoutes(app: FastifyInstance) {
  const health = envelopeSchema(healthSchema);
  app.get(
    '/health',
    { schema: { hide: true, response: { 200: health, 503: health } } },
    async (request, reply) => {
      const [isDatabaseUp, isRedisUp] = await Promise.all([
        withinProbeTimeout(app.db.execute(sql`select 1`)),
        app.redis ? withinProbeTimeout(app.redis.ping().then((ok) => ok || Promise.reject())) : null,
      ]);
      const data = {
        database: isDatabaseUp ? 'up' : 'down',
        redis: isRedisUp === null ? 'off' : isRedisUp ? 'up' : 'down',
      };
      if (app.isDraining()) {
        // Shutting down (plugins/shutdown.ts): still serving, but the load balancer should send elsewhere.
        return reply.code(503).send({ code: 503, message: 'Server sedang berhenti', data });
      }
      if (!isDatabaseUp) {
        request.log.error('health check: the database does not answer');
        return reply.code(503).send({ code: 503, message: 'Database tidak tersedia', data });
      }
      const message = isRedisUp === false ? 'OK (Redis tidak tersedia: batas dihitung di database)' : 'OK';
      return reply.send({ code: 200, message, data });
    },
  );
}

import { envelopeSchema, healthSchema, livenessSchema, readinessSchema } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import { notReadyReason, probeDependencies, probeReadiness } from './health.service';

/**
 * The probes of load balancers, process managers and start scripts (docs/operations/metrics.md#health):
 * `/health/live` (the process answers, nothing else is asked), `/health/ready` (this copy can serve: 503 when
 * not) and `/health`, which scripts have used from the start.
 */
export async function healthRoutes(app: FastifyInstance) {
  const health = envelopeSchema(healthSchema);
  const ready = envelopeSchema(readinessSchema);

  /**
   * 503 while the process drains before shutting down, and when the database does not answer within 2 s (the
   * portal can do nothing without it); 200 with `redis: 'down'` when only Redis is gone, because the portal then
   * counts its limits in the database and keeps serving ('off' when no Redis is configured).
   */
  app.get(
    '/health',
    { schema: { hide: true, response: { 200: health, 503: health } } },
    async (request, reply) => {
      const data = await probeDependencies(app);
      if (app.isDraining()) {
        // Shutting down (plugins/shutdown.ts): still serving, but the load balancer should send elsewhere.
        return reply.code(503).send({ code: 503, message: 'Server sedang berhenti', data });
      }
      if (data.database === 'down') {
        request.log.error('health check: the database does not answer');
        return reply.code(503).send({ code: 503, message: 'Database tidak tersedia', data });
      }
      const message = data.redis === 'down' ? 'OK (Redis tidak tersedia: batas dihitung di database)' : 'OK';
      return reply.send({ code: 200, message, data });
    },
  );

  app.get(
    '/health/live',
    { schema: { hide: true, response: { 200: envelopeSchema(livenessSchema) } } },
    async (_request, reply) =>
      reply.send({ code: 200, message: 'OK', data: { uptimeSeconds: Math.floor(process.uptime()) } }),
  );

  app.get(
    '/health/ready',
    { schema: { hide: true, response: { 200: ready, 503: ready } } },
    async (request, reply) => {
      const data = await probeReadiness(app);
      const reason = notReadyReason(data);
      if (!reason) return reply.send({ code: 200, message: 'OK', data });
      if (!data.draining) request.log.warn({ readiness: data }, 'not ready');
      return reply.code(503).send({ code: 503, message: reason, data });
    },
  );
}

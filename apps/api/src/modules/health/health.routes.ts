import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** GET /api/health: up only when the database answers (for load balancers and start scripts). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { hide: true } }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return reply.send({ code: 200, message: 'OK', data: { database: 'up' } });
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply
        .code(503)
        .send({ code: 503, message: 'Database tidak tersedia', data: { database: 'down' } });
    }
  });
}

import { envelopeSchema, outboxStatusSchema } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff } from '../auth/auth-guard';
import { getOutboxStatus } from './outbox-status.service';

/** The mail outbox's and reminder deliveries' backlog and failures (ADMIN; the page refreshes it every 30 s). */
export async function outboxStatusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/outbox',
    {
      preHandler: requireStaff('ADMIN'),
      schema: { tags: ['admin-outbox'], response: { 200: envelopeSchema(outboxStatusSchema) } },
    },
    async (_request, reply) => sendOk(reply, await getOutboxStatus(app.db)),
  );
}

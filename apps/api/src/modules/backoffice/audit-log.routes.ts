import { auditLogPageSchema, auditLogQuerySchema, envelopeSchema } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff } from '../auth/auth-guard';
import { listAuditLog } from './audit-log.service';

/** The audit log (ADMIN), filtered by entity, action, actor and date range. */
export async function auditLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/audit-log',
    {
      preHandler: requireStaff('ADMIN'),
      schema: {
        tags: ['admin-audit'],
        querystring: auditLogQuerySchema,
        response: { 200: envelopeSchema(auditLogPageSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await listAuditLog(app.db, request.query)),
  );
}

import {
  envelopeSchema,
  fileReplySchema,
  idParamSchema,
  settlementDecisionReplySchema,
  settlementQueueItemSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { sendUserFile } from '../../plugins/user-file-reply';
import { requireStaff, staffIdOf } from '../auth/auth-guard';
import { requireActiveStaff } from '../staff/staff-auth.service';
import { decideSettlement, listSettlementQueue, readSettlementProof } from './settlements-admin.service';

const queueQuerySchema = z.object({ status: z.enum(['PT1', 'PT2', 'PT3', 'PAI', 'RJT']).optional() });
const reasonSchema = z.object({ reason: z.string().trim().min(1, 'Alasan wajib diisi').max(1000) });
const emptySchema = z.object({}).optional();

/** FINANCE's settlement desk: the queue, the four decisions, and the proof image. */
export async function settlementsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const finance = { preHandler: requireStaff('FINANCE') };
  const tags = ['admin-settlements'];

  app.get(
    '/admin/settlements',
    {
      ...finance,
      schema: {
        tags,
        querystring: queueQuerySchema,
        response: { 200: envelopeSchema(z.array(settlementQueueItemSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await listSettlementQueue(app.db, request.query.status ? [request.query.status] : ['PT1', 'PT3']),
      ),
  );

  const decisions = [
    { path: 'approve', event: 'APPROVE', body: emptySchema, message: 'Pelunasan disetujui' },
    { path: 'reject', event: 'REJECT', body: reasonSchema, message: 'Pengajuan pelunasan ditolak' },
    {
      path: 'confirm',
      event: 'CONFIRM',
      body: emptySchema,
      message: 'Pelunasan dikonfirmasi, pinjaman lunas',
    },
    {
      path: 'send-back',
      event: 'SEND_BACK',
      body: reasonSchema,
      message: 'Bukti transfer dikembalikan ke anggota',
    },
  ] as const;
  for (const decision of decisions) {
    app.post(
      `/admin/settlements/:id/${decision.path}`,
      {
        ...finance,
        schema: {
          tags,
          params: idParamSchema,
          body: decision.body,
          response: { 200: envelopeSchema(settlementDecisionReplySchema) },
        },
      },
      async (request, reply) => {
        const staff = await requireActiveStaff(app.db, staffIdOf(request));
        const reason = request.body && 'reason' in request.body ? request.body.reason : undefined;
        const moved = await decideSettlement(app.db, staff, request.params.id, {
          event: decision.event,
          reason,
        });
        return sendOk(
          reply,
          {
            id: moved.id,
            status: moved.status,
            TotalPelunasan: moved.total,
            QuoteValidUntil: moved.quoteValidUntil,
          },
          decision.message,
        );
      },
    );
  }

  app.get(
    '/admin/settlements/:id/proof',
    { ...finance, schema: { tags, params: idParamSchema, response: { 200: fileReplySchema } } },
    async (request, reply) => {
      const proof = await readSettlementProof(app.db, request.params.id);
      return sendUserFile(reply, proof, {
        name: `bukti-transfer-${request.params.id}`,
        cacheControl: 'private, no-store',
      });
    },
  );
}

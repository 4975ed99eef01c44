import {
  envelopeSchema,
  fundingPreviewSchema,
  fundingQueueItemSchema,
  fundingRequestSchema,
  fundingResultSchema,
  idParamSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff, staffIdOf } from '../auth/auth-guard';
import { requireActiveStaff } from '../staff/staff-auth.service';
import { fundApplication, listFundingQueue, previewFundingById } from './funding.service';

export async function fundingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const finance = { preHandler: requireStaff('FINANCE') };
  const tags = ['admin-funding'];

  app.get(
    '/admin/funding/queue',
    { ...finance, schema: { tags, response: { 200: envelopeSchema(z.array(fundingQueueItemSchema)) } } },
    async (_request, reply) => sendOk(reply, await listFundingQueue(app.db)),
  );

  app.post(
    '/admin/funding/:id/preview',
    {
      ...finance,
      schema: {
        tags,
        params: idParamSchema,
        body: fundingRequestSchema,
        response: { 200: envelopeSchema(fundingPreviewSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await previewFundingById(app.db, request.params.id, request.body)),
  );

  app.post(
    '/admin/funding/:id',
    {
      ...finance,
      schema: {
        tags,
        params: idParamSchema,
        body: fundingRequestSchema,
        response: { 200: envelopeSchema(fundingResultSchema) },
      },
    },
    async (request, reply) => {
      const staff = await requireActiveStaff(app.db, staffIdOf(request));
      const { agreement, isNew } = await fundApplication(app.db, staff, request.params.id, request.body);
      const message = isNew ? 'Pinjaman berhasil dicairkan' : 'Pengajuan ini sudah dicairkan sebelumnya';
      return sendOk(
        reply,
        {
          AgreementNo: agreement.agreementNo,
          TotalPencairan: agreement.totalDisbursed,
          TglPencairan: agreement.fundingDate,
          TglPotongan: agreement.firstDeductionDate,
        },
        message,
      );
    },
  );
}

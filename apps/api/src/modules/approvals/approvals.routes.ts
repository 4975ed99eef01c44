import {
  applicationDetailSchema,
  approvalQueueItemSchema,
  decisionRequestSchema,
  envelopeSchema,
  fileReplySchema,
  idParamSchema,
  loanHistoryItemSchema,
  todayInJakarta,
} from '@kopkar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { sendUserFile } from '../../plugins/user-file-reply';
import { requireStaff, staffIdOf } from '../auth/auth-guard';
import { presentHistoryItem } from '../loans/loans.presenter';
import { requireActiveStaff } from '../staff/staff-auth.service';
import { decideApplication } from './approvals.service';
import { getApplicationDetail, listWorkQueue, readApplicationDocument } from './approvals-read.service';

export async function approvalsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const currentStaff = (request: FastifyRequest) => requireActiveStaff(app.db, staffIdOf(request));
  const deciders = { preHandler: requireStaff('HC', 'APPROVER') };
  const viewers = { preHandler: requireStaff('HC', 'APPROVER', 'FINANCE') };
  const tags = ['admin-approvals'];

  app.get(
    '/admin/approvals/queue',
    { ...deciders, schema: { tags, response: { 200: envelopeSchema(z.array(approvalQueueItemSchema)) } } },
    async (request, reply) => sendOk(reply, await listWorkQueue(app.db, await currentStaff(request))),
  );

  app.get(
    '/admin/applications/:id',
    {
      ...viewers,
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(applicationDetailSchema) } },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await getApplicationDetail(app.db, await currentStaff(request), request.params.id, todayInJakarta()),
      ),
  );

  app.post(
    '/admin/applications/:id/decision',
    {
      ...deciders,
      schema: {
        tags,
        params: idParamSchema,
        body: decisionRequestSchema,
        response: { 200: envelopeSchema(loanHistoryItemSchema) },
      },
    },
    async (request, reply) => {
      const { updated, member } = await decideApplication(
        app.db,
        await currentStaff(request),
        request.params.id,
        request.body,
      );
      return sendOk(
        reply,
        presentHistoryItem({ application: updated, agreementNo: null, imageFileId: null }, member),
        'Keputusan tersimpan',
      );
    },
  );

  app.get(
    '/admin/files/:id',
    { ...viewers, schema: { tags, params: idParamSchema, response: { 200: fileReplySchema } } },
    async (request, reply) => {
      const file = await readApplicationDocument(app.db, await currentStaff(request), request.params.id);
      return sendUserFile(reply, file, {
        name: `dokumen-${request.params.id}`,
        cacheControl: 'private, no-store',
      });
    },
  );
}

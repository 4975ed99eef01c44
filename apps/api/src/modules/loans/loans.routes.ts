import { approvalHistoryRequestSchema, idParamSchema, nikParamSchema, recordIdSchema } from '@kopkar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../errors';
import { memberIdOf, requireMember } from '../../plugins/auth-guard';
import { sendOk } from '../../plugins/envelope';
import { requireActiveMember } from '../members/members.service';
import {
  getApprovalData,
  getLoanStatus,
  listApprovalHistory,
  listApproverSteps,
  listLoanHistory,
} from './loans.service';

const companyParamSchema = z.object({ companyID: recordIdSchema });

export async function loansRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: requireMember };
  /** Calls whose path names a NIK answer only for the signed-in member's own NIK. */
  const ownMember = async (request: FastifyRequest, nik: string) => {
    if (request.auth?.nik !== nik) throw forbidden();
    return requireActiveMember(app.db, memberIdOf(request));
  };
  const tags = ['loans'];

  app.get(
    '/StatusPinjaman/:nik',
    { ...secured, schema: { tags, params: nikParamSchema } },
    async (request, reply) =>
      sendOk(reply, await getLoanStatus(app.db, await ownMember(request, request.params.nik))),
  );

  app.get(
    '/HistoryPinjaman/:nik',
    { ...secured, schema: { tags, params: nikParamSchema } },
    async (request, reply) =>
      sendOk(reply, await listLoanHistory(app.db, await ownMember(request, request.params.nik), 'latest')),
  );

  app.get(
    '/HistoryPinjamanAll/:nik',
    { ...secured, schema: { tags, params: nikParamSchema } },
    async (request, reply) =>
      sendOk(reply, await listLoanHistory(app.db, await ownMember(request, request.params.nik), 'all')),
  );

  app.get(
    '/StatusApproval/:companyID',
    { ...secured, schema: { tags, params: companyParamSchema } },
    async (request, reply) => {
      const member = await requireActiveMember(app.db, memberIdOf(request));
      return sendOk(reply, await listApproverSteps(app.db, member, request.params.companyID));
    },
  );

  app.post(
    '/HistoryApproval',
    { ...secured, schema: { tags, body: approvalHistoryRequestSchema } },
    async (request, reply) => {
      const member = await requireActiveMember(app.db, memberIdOf(request));
      return sendOk(reply, await listApprovalHistory(app.db, member, request.body.ApprovalNo));
    },
  );

  app.get('/MyLoan/:id', { ...secured, schema: { tags, params: idParamSchema } }, async (request, reply) => {
    const member = await requireActiveMember(app.db, memberIdOf(request));
    return sendOk(reply, await getApprovalData(app.db, member, request.params.id));
  });
}

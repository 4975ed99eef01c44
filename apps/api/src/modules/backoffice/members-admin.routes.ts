import {
  adminMemberDetailSchema,
  adminMemberPageSchema,
  deactivateMemberRequestSchema,
  envelopeSchema,
  idParamSchema,
  memberDeactivationReplySchema,
  memberListQuerySchema,
  memberPasswordResetReplySchema,
  repaymentChannelReplySchema,
  repaymentChannelRequestSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff } from '../auth/auth-guard';
import { actorOf } from './backoffice-guard';
import { deactivateMember, getMemberDetail, listMembers, resetMemberPassword } from './members-admin.service';
import { setRepaymentChannel } from './repayment-channel.service';

/** Members in the back office: HC and FINANCE read, ADMIN also changes. */
export async function membersAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readers = { preHandler: requireStaff('HC', 'FINANCE') };
  const adminOnly = { preHandler: requireStaff('ADMIN') };
  const tags = ['admin-members'];

  app.get(
    '/admin/members',
    {
      ...readers,
      schema: {
        tags,
        querystring: memberListQuerySchema,
        response: { 200: envelopeSchema(adminMemberPageSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await listMembers(app.db, request.query)),
  );

  app.get(
    '/admin/members/:id',
    {
      ...readers,
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(adminMemberDetailSchema) } },
    },
    async (request, reply) => sendOk(reply, await getMemberDetail(app.db, request.params.id)),
  );

  app.post(
    '/admin/members/:id/deactivate',
    {
      ...adminOnly,
      schema: {
        tags,
        params: idParamSchema,
        body: deactivateMemberRequestSchema,
        response: { 200: envelopeSchema(memberDeactivationReplySchema) },
      },
    },
    async (request, reply) => {
      const result = await deactivateMember(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.resignedAt,
      );
      return sendOk(reply, result, 'Anggota dinonaktifkan');
    },
  );

  app.post(
    '/admin/members/:id/reset-password',
    {
      ...adminOnly,
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeSchema(memberPasswordResetReplySchema) },
      },
    },
    async (request, reply) => {
      const result = await resetMemberPassword(app.db, actorOf(request), request.params.id);
      return sendOk(reply, result, `Password sementara dikirim ke email ${result.emailedTo}`);
    },
  );

  // Who pays by transfer gets the instalment reminder 3 days ahead.
  app.put(
    '/admin/members/:id/repayment-channel',
    {
      ...adminOnly,
      schema: {
        tags,
        params: idParamSchema,
        body: repaymentChannelRequestSchema,
        response: { 200: envelopeSchema(repaymentChannelReplySchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const result = await setRepaymentChannel(app.db, actorOf(request), id, request.body.repaymentChannel);
      return sendOk(reply, result, 'Cara bayar angsuran disimpan');
    },
  );
}

import {
  emptyEnvelopeSchema,
  envelopeSchema,
  idParamSchema,
  inquiryStatusReplySchema,
  nikParamSchema,
  updateContactRequestSchema,
  userSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors';
import { sendOk } from '../../plugins/envelope';
import {
  memberClaimsOf,
  memberIdOf,
  orSessionOver,
  requireMember,
  requireMemberToken,
} from '../auth/auth-guard';
import { assertSelf, getInquiryStatus, getMe, updateMemberContact } from './members.service';

const UPDATE_CONTACT_DONE = 'Update Data Email dan no telpon berhasil dilakukan Silahkan login kembali';

export async function membersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: requireMember };

  // The session, the member and the figures in one statement (requireMemberToken: no round trip of its own).
  app.get(
    '/me',
    {
      preHandler: requireMemberToken,
      schema: { tags: ['members'], response: { 200: envelopeSchema(userSchema) } },
    },
    async (request, reply) => sendOk(reply, orSessionOver(await getMe(app.db, memberClaimsOf(request)))),
  );

  app.post(
    '/updateData/:id',
    {
      ...secured,
      schema: {
        tags: ['members'],
        params: idParamSchema,
        body: updateContactRequestSchema,
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      assertSelf(memberId, request.params.id);
      await updateMemberContact(app.db, memberId, request.body);
      return sendOk(reply, null, UPDATE_CONTACT_DONE);
    },
  );

  app.get(
    '/InquiryStatus/:nik',
    {
      ...secured,
      schema: {
        tags: ['members'],
        params: nikParamSchema,
        response: { 200: envelopeSchema(inquiryStatusReplySchema) },
      },
    },
    async (request, reply) => {
      if (request.auth?.nik !== request.params.nik) throw forbidden();
      return sendOk(reply, await getInquiryStatus(app.db, memberIdOf(request)));
    },
  );
}

import {
  cancelApplicationSchema,
  counterOfferAnswerSchema,
  envelopeSchema,
  loanActionReplySchema,
  loanApplicationSchema,
  submittedApplicationSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendOk } from '../../plugins/envelope';
import { idempotencyHeadersSchema, idempotencyOf } from '../../plugins/idempotency';
import { memberOf, requireMember, requireMemberToken } from '../auth/auth-guard';
import { perMemberPerMinute } from '../auth/member-limits';
import { answerCounterOffer, cancelApplication, submitApplication } from './applications.service';

/** Three base64 files (selfie ≤ 5 MB, two documents < 1 MB) fit well inside this. */
const APPLICATION_BODY_LIMIT = 12 * 1024 * 1024;

export async function applicationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const loanAction = { 200: envelopeSchema(loanActionReplySchema) };

  app.post(
    '/PengajuanPinjaman',
    {
      // The token and the member's own limit are checked before the 12 MB body is read; the session after it.
      onRequest: [requireMemberToken, perMemberPerMinute(app, 'loan-application', 10)],
      preHandler: requireMember,
      bodyLimit: APPLICATION_BODY_LIMIT,
      schema: {
        tags: ['loans'],
        body: loanApplicationSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: envelopeSchema(submittedApplicationSchema) },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const idempotency = idempotencyOf(request, { kind: 'member', id: member.id });
      const submitted = await submitApplication(app.db, member, request.body, idempotency);
      return sendOk(reply, submitted, 'Pengajuan pinjaman berhasil dikirim');
    },
  );

  app.post(
    '/PengajuanPinjamanNST',
    {
      preHandler: requireMember,
      schema: { tags: ['loans'], body: counterOfferAnswerSchema, response: loanAction },
    },
    async (request, reply) => {
      const result = await answerCounterOffer(app.db, memberOf(request), request.body);
      return sendOk(reply, result, result.message);
    },
  );

  app.post(
    '/CancelPengajuan',
    {
      preHandler: requireMember,
      schema: { tags: ['loans'], body: cancelApplicationSchema, response: loanAction },
    },
    async (request, reply) => {
      const result = await cancelApplication(app.db, memberOf(request), request.body.id);
      return sendOk(reply, result, result.message);
    },
  );
}

import {
  deductionAnswerRequestSchema,
  deductionQuestionRequestSchema,
  deductionQuestionSchema,
  envelopeSchema,
  idParamSchema,
  nikParamSchema,
  staffDeductionQuestionsSchema,
  todayInJakarta,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors';
import { sendOk } from '../../plugins/envelope';
import { memberClaimsOf, memberOf, requireMember, requireStaff, staffIdOf } from '../auth/auth-guard';
import { requireActiveStaff } from '../staff/staff-auth.service';
import { answerQuestion, askQuestion, listQuestionsForStaff } from './deduction-questions.service';

/** Members' questions on their coming salary deduction and FINANCE's answers (docs/product/payroll-instruction.md#questions). */
export async function deductionQuestionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/PotonganGaji/:nik/keberatan',
    {
      onRequest: requireMember,
      schema: {
        tags: ['salary-deduction'],
        params: nikParamSchema,
        body: deductionQuestionRequestSchema,
        response: { 201: envelopeSchema(deductionQuestionSchema) },
      },
    },
    async (request, reply) => {
      // Like GET /PotonganGaji/{nik}: the path's NIK must be the signed-in member's own.
      if (memberClaimsOf(request).nik !== request.params.nik) throw forbidden();
      const question = await askQuestion(app.db, memberOf(request), request.body, todayInJakarta());
      return sendOk(
        reply,
        question,
        'Keberatan terkirim. Jawaban dari bagian keuangan akan dikirim lewat notifikasi dan e-mail.',
        201,
      );
    },
  );

  const finance = { preHandler: requireStaff('FINANCE') };
  const tags = ['admin-payroll'];
  app.get(
    '/admin/payroll/questions',
    { ...finance, schema: { tags, response: { 200: envelopeSchema(staffDeductionQuestionsSchema) } } },
    async (_request, reply) => sendOk(reply, await listQuestionsForStaff(app.db)),
  );

  app.post(
    '/admin/payroll/questions/:id/answer',
    {
      ...finance,
      schema: {
        tags,
        params: idParamSchema,
        body: deductionAnswerRequestSchema,
        response: { 200: envelopeSchema(deductionQuestionSchema) },
      },
    },
    async (request, reply) => {
      const staffMember = await requireActiveStaff(app.db, staffIdOf(request));
      const answered = await answerQuestion(app.db, staffMember, request.params.id, request.body.answer);
      return sendOk(reply, answered, 'Jawaban terkirim ke anggota');
    },
  );
}

import { envelopeSchema, nikParamSchema, salaryDeductionSchema, todayInJakarta } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors';
import { sendOk } from '../../plugins/envelope';
import { memberClaimsOf, memberOf, requireMember } from '../auth/auth-guard';
import { getSalaryDeduction } from './salary-deduction.service';

/** The member's coming salary deduction and the last posted ones (docs/product/payroll-instruction.md). */
export async function salaryDeductionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/PotonganGaji/:nik',
    {
      onRequest: requireMember,
      schema: {
        tags: ['salary-deduction'],
        params: nikParamSchema,
        response: { 200: envelopeSchema(salaryDeductionSchema) },
      },
    },
    async (request, reply) => {
      // Like /Simpanan/{nik}: the path's NIK must be the signed-in member's own.
      if (memberClaimsOf(request).nik !== request.params.nik) throw forbidden();
      return sendOk(reply, await getSalaryDeduction(app.db, memberOf(request).id, todayInJakarta()));
    },
  );
}

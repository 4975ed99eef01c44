import {
  envelopeSchema,
  fileReplySchema,
  payrollInstructionQuerySchema,
  payrollPeriodSchema,
  payrollReconciliationSchema,
  RECONCILIATION_FORMATS,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LONG_JOB_TIMEOUT_MS } from '../../config';
import { sendOk } from '../../plugins/envelope';
import { sendUserFile } from '../../plugins/user-file-reply';
import { requireStaff } from '../auth/auth-guard';
import { readReconciliation, reconciliationCsv, reconciliationPdf } from './payroll-reconciliation.service';

/** A posted period's reconciliation per company (docs/product/payroll-instruction.md#reconciliation), FINANCE. */
export async function payrollReconciliationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = {
    preHandler: requireStaff('FINANCE'),
    // The whole group's differences may take longer than an ordinary request.
    handlerTimeout: LONG_JOB_TIMEOUT_MS,
  };
  const tags = ['admin-payroll'];

  app.get(
    '/admin/payroll/:period/reconciliation',
    {
      ...options,
      schema: {
        tags,
        params: z.object({ period: payrollPeriodSchema }),
        querystring: payrollInstructionQuerySchema,
        response: { 200: envelopeSchema(payrollReconciliationSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await readReconciliation(app.db, request.params.period, request.query)),
  );

  app.get(
    '/admin/payroll/:period/reconciliation.:format',
    {
      ...options,
      schema: {
        tags,
        params: z.object({ period: payrollPeriodSchema, format: z.enum(RECONCILIATION_FORMATS) }),
        querystring: payrollInstructionQuerySchema,
        response: { 200: fileReplySchema },
      },
    },
    async (request, reply) => {
      const reconciliation = await readReconciliation(app.db, request.params.period, request.query);
      const file =
        request.params.format === 'csv'
          ? { ...reconciliationCsv(reconciliation), mime: 'text/csv; charset=utf-8' }
          : { ...(await reconciliationPdf(app.db, reconciliation)), mime: 'application/pdf' };
      return sendUserFile(
        reply,
        { data: file.body, mime: file.mime },
        { name: file.fileName, cacheControl: 'private, no-store' },
      );
    },
  );
}

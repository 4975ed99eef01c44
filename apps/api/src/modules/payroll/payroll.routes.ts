import {
  envelopeSchema,
  fileReplySchema,
  payrollPeriodRowSchema,
  payrollPeriodSchema,
  payrollRequestSchema,
  payrollSummarySchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LONG_JOB_TIMEOUT_MS } from '../../config';
import { sendOk } from '../../plugins/envelope';
import { requireStaff, staffIdOf } from '../auth/auth-guard';
import { requireActiveStaff } from '../staff/staff-auth.service';
import { buildPayrollReport, listPayrollPeriods, postPayroll, previewPayroll } from './payroll.service';

/** FINANCE's monthly payroll posting (docs/product/loans.md#monthly-payroll-posting). */
export async function payrollRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Posting a period of the whole cooperative may take longer than an ordinary request (REQUEST_TIMEOUT_MS).
  const finance = { preHandler: requireStaff('FINANCE') };
  const longJob = { ...finance, handlerTimeout: LONG_JOB_TIMEOUT_MS };
  const tags = ['admin-payroll'];

  app.get(
    '/admin/payroll',
    { ...finance, schema: { tags, response: { 200: envelopeSchema(z.array(payrollPeriodRowSchema)) } } },
    async (_request, reply) => sendOk(reply, await listPayrollPeriods(app.db)),
  );

  app.post(
    '/admin/payroll/preview',
    {
      ...longJob,
      schema: { tags, body: payrollRequestSchema, response: { 200: envelopeSchema(payrollSummarySchema) } },
    },
    async (request, reply) =>
      sendOk(reply, await previewPayroll(app.db, request.body.period, request.body.failedCsv)),
  );

  app.post(
    '/admin/payroll/post',
    {
      ...longJob,
      schema: { tags, body: payrollRequestSchema, response: { 200: envelopeSchema(payrollSummarySchema) } },
    },
    async (request, reply) => {
      const staff = await requireActiveStaff(app.db, staffIdOf(request));
      const result = await app.metrics.timeJob('payroll_posting', () =>
        postPayroll(app.db, staff, request.body.period, request.body.failedCsv),
      );
      return sendOk(
        reply,
        result,
        result.alreadyPosted ? 'Periode ini sudah diposting sebelumnya' : 'Payroll berhasil diposting',
      );
    },
  );

  app.get(
    '/admin/payroll/:period/report.csv',
    {
      ...finance,
      schema: { tags, params: z.object({ period: payrollPeriodSchema }), response: { 200: fileReplySchema } },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payroll-${request.params.period}.csv"`)
        .send(await buildPayrollReport(app.db, request.params.period)),
  );
}

import {
  envelopeSchema,
  PAYROLL_ACTUAL_MAX_CHARS,
  payrollActualReportSchema,
  payrollActualRequestSchema,
  payrollPeriodSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LONG_JOB_TIMEOUT_MS } from '../../config';
import { sendOk } from '../../plugins/envelope';
import { requireStaff, staffIdOf } from '../auth/auth-guard';
import { requireActiveStaff } from '../staff/staff-auth.service';
import { postActualDeductions, previewActualDeductions } from './payroll-actual.service';

/**
 * The JSON body around the base64 file: a file just under 20 MB still reaches the schema, whose message says the
 * limit in Indonesian; beyond this Fastify refuses the body itself (413).
 */
const ACTUAL_BODY_LIMIT = PAYROLL_ACTUAL_MAX_CHARS + 64 * 1024;

/** HR's file of actual deductions (docs/product/payroll-instruction.md#the-actual-deductions), FINANCE. */
export async function payrollActualRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = {
    preHandler: requireStaff('FINANCE'),
    bodyLimit: ACTUAL_BODY_LIMIT,
    // A whole cooperative's file, matched and posted, takes longer than an ordinary request.
    handlerTimeout: LONG_JOB_TIMEOUT_MS,
    schema: {
      tags: ['admin-payroll'],
      params: z.object({ period: payrollPeriodSchema }),
      body: payrollActualRequestSchema,
      response: { 200: envelopeSchema(payrollActualReportSchema) },
    },
  };

  app.post('/admin/payroll/:period/actual/preview', options, async (request, reply) => {
    const staff = await requireActiveStaff(app.db, staffIdOf(request));
    return sendOk(reply, await previewActualDeductions(app.db, staff, request.params.period, request.body));
  });

  app.post('/admin/payroll/:period/actual/post', options, async (request, reply) => {
    const staff = await requireActiveStaff(app.db, staffIdOf(request));
    const report = await app.metrics.timeJob('payroll_actual_posting', () =>
      postActualDeductions(app.db, staff, request.params.period, request.body),
    );
    const message = report.summary.alreadyPosted
      ? 'Periode ini sudah diposting sebelumnya'
      : 'Potongan aktual diposting';
    return sendOk(reply, report, message);
  });
}

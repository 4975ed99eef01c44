import {
  fileReplySchema,
  payrollInstructionParamsSchema,
  payrollInstructionQuerySchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LONG_JOB_TIMEOUT_MS } from '../../config';
import { sendUserFile } from '../../plugins/user-file-reply';
import { requireStaff, staffIdOf } from '../auth/auth-guard';
import { XLSX_MIME } from '../ledger/ledger-reports-xlsx';
import { instructionCsv, instructionXlsx, readPayrollInstruction } from './payroll-instruction.service';

/** The month's deduction instruction for HR (docs/product/payroll-instruction.md), FINANCE (and ADMIN). */
export async function payrollInstructionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/payroll/:period/instruction.:format',
    {
      preHandler: requireStaff('FINANCE'),
      // The whole cooperative's instruction may take longer than an ordinary request.
      handlerTimeout: LONG_JOB_TIMEOUT_MS,
      schema: {
        tags: ['admin-payroll'],
        params: payrollInstructionParamsSchema,
        querystring: payrollInstructionQuerySchema,
        response: { 200: fileReplySchema },
      },
    },
    async (request, reply) => {
      const { period, format } = request.params;
      const instruction = await readPayrollInstruction(app.db, period, request.query, staffIdOf(request));
      const file =
        format === 'csv'
          ? { ...instructionCsv(instruction), mime: 'text/csv; charset=utf-8' }
          : { ...(await instructionXlsx(instruction)), mime: XLSX_MIME };
      return sendUserFile(
        reply,
        { data: file.body, mime: file.mime },
        { name: file.fileName, cacheControl: 'private, no-store' },
      );
    },
  );
}

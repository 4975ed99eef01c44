import {
  employerTransferRequestSchema,
  employerTransfersSchema,
  envelopeSchema,
  formatRupiah,
  payrollPeriodSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff, staffIdOf } from '../auth/auth-guard';
import { requireActiveStaff } from '../staff/staff-auth.service';
import { readEmployerTransfers, recordEmployerTransfer } from './employer-transfers.service';

/**
 * The employer's transfers of a posted payroll period (docs/product/ledger.md#the-employers-transfer): FINANCE
 * records them, FINANCE and ADMIN read them. The guard lets ADMIN through both calls; recording refuses ADMIN
 * in the service, from the account's role as the guard read it.
 */
export async function employerTransferRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const finance = { preHandler: requireStaff('FINANCE') };
  const tags = ['admin-payroll'];
  const params = z.object({ period: payrollPeriodSchema });
  const response = { 200: envelopeSchema(employerTransfersSchema) };

  app.get(
    '/admin/payroll/:period/transfers',
    { ...finance, schema: { tags, params, response } },
    async (request, reply) => sendOk(reply, await readEmployerTransfers(app.db, request.params.period)),
  );

  app.post(
    '/admin/payroll/:period/transfers',
    { ...finance, schema: { tags, params, body: employerTransferRequestSchema, response } },
    async (request, reply) => {
      const staff = await requireActiveStaff(app.db, staffIdOf(request));
      const result = await recordEmployerTransfer(app.db, staff, request.params.period, request.body);
      return sendOk(reply, result, `Transfer ${formatRupiah(request.body.amount)} dari perusahaan dicatat`);
    },
  );
}

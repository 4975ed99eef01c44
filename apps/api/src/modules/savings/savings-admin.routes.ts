import {
  adminSavingsDepositSchema,
  adminSavingsWithdrawalSchema,
  envelopeSchema,
  fileReplySchema,
  savingsDecisionReplySchema,
  savingsIdParamSchema,
  savingsRejectRequestSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { sendUserFile } from '../../plugins/user-file-reply';
import { requireStaff, staffIdOf } from '../auth/auth-guard';
import { requireActiveStaff } from '../staff/staff-auth.service';
import {
  decideDeposit,
  decideWithdrawal,
  listDepositsToConfirm,
  listWithdrawalsToPay,
  readDepositProof,
} from './savings-admin.service';

const emptySchema = z.object({}).optional();
const decisionReply = { 200: envelopeSchema(savingsDecisionReplySchema) };

/** FINANCE's savings desk: deposits to confirm and withdrawals to approve and pay. */
export async function savingsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const finance = { onRequest: requireStaff('FINANCE') };
  const tags = ['admin-savings'];

  app.get(
    '/admin/savings/deposits',
    { ...finance, schema: { tags, response: { 200: envelopeSchema(z.array(adminSavingsDepositSchema)) } } },
    async (_request, reply) => sendOk(reply, await listDepositsToConfirm(app.db)),
  );

  app.get(
    '/admin/savings/withdrawals',
    {
      ...finance,
      schema: { tags, response: { 200: envelopeSchema(z.array(adminSavingsWithdrawalSchema)) } },
    },
    async (_request, reply) => sendOk(reply, await listWithdrawalsToPay(app.db)),
  );

  // A picture, not an envelope.
  app.get(
    '/admin/savings/deposits/:id/proof',
    { ...finance, schema: { tags, params: savingsIdParamSchema, response: { 200: fileReplySchema } } },
    async (request, reply) =>
      sendUserFile(reply, await readDepositProof(app.db, request.params.id), {
        name: `bukti-setoran-${request.params.id}`,
        cacheControl: 'private, no-store',
      }),
  );

  const depositDecisions = [
    { path: 'confirm', event: 'CONFIRM', body: emptySchema, message: 'Setoran dikonfirmasi dan dibukukan' },
    { path: 'reject', event: 'REJECT', body: savingsRejectRequestSchema, message: 'Setoran ditolak' },
  ] as const;
  for (const decision of depositDecisions) {
    app.post(
      `/admin/savings/deposits/:id/${decision.path}`,
      {
        ...finance,
        schema: { tags, params: savingsIdParamSchema, body: decision.body, response: decisionReply },
      },
      async (request, reply) => {
        const staff = await requireActiveStaff(app.db, staffIdOf(request));
        const reason = request.body && 'reason' in request.body ? request.body.reason : undefined;
        const result = await decideDeposit(app.db, staff, request.params.id, {
          event: decision.event,
          reason,
        });
        return sendOk(reply, result, decision.message);
      },
    );
  }

  const withdrawalDecisions = [
    { path: 'approve', event: 'APPROVE', body: emptySchema, message: 'Penarikan disetujui' },
    { path: 'pay', event: 'PAY', body: emptySchema, message: 'Penarikan ditandai sudah dibayar' },
    { path: 'reject', event: 'REJECT', body: savingsRejectRequestSchema, message: 'Penarikan ditolak' },
  ] as const;
  for (const decision of withdrawalDecisions) {
    app.post(
      `/admin/savings/withdrawals/:id/${decision.path}`,
      {
        ...finance,
        schema: { tags, params: savingsIdParamSchema, body: decision.body, response: decisionReply },
      },
      async (request, reply) => {
        const staff = await requireActiveStaff(app.db, staffIdOf(request));
        const reason = request.body && 'reason' in request.body ? request.body.reason : undefined;
        const result = await decideWithdrawal(app.db, staff, request.params.id, {
          event: decision.event,
          reason,
        });
        return sendOk(reply, result, decision.message);
      },
    );
  }
}

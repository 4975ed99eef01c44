import {
  approvalDataSchema,
  approvalHistoryItemSchema,
  approvalHistoryRequestSchema,
  approverStepSchema,
  envelopeSchema,
  idParamSchema,
  loanHistoryItemSchema,
  loanStatusSummarySchema,
  nikParamSchema,
  recordIdSchema,
} from '@kopkar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../errors';
import { sendOk } from '../../plugins/envelope';
import {
  memberClaimsOf,
  memberOf,
  orSessionOver,
  requireMember,
  requireMemberToken,
} from '../auth/auth-guard';
import {
  getApprovalData,
  getLoanStatusOfSignedIn,
  listApprovalHistory,
  listApproverSteps,
  listLatestLoansOfSignedIn,
  listLoanHistory,
} from './loans.service';

const companyParamSchema = z.object({ companyID: recordIdSchema });

export async function loansRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: requireMember };
  // The home page's reads: the token here, the session and member checked inside the call's one statement.
  const tokenOnly = { preHandler: requireMemberToken };
  /** Calls whose path names a NIK answer only for the signed-in member's own NIK (no query needed to know). */
  const ownNik = (request: FastifyRequest, nik: string) => {
    const claims = memberClaimsOf(request);
    if (claims.nik !== nik) throw forbidden();
    return claims;
  };
  const tags = ['loans'];

  app.get(
    '/StatusPinjaman/:nik',
    {
      ...tokenOnly,
      schema: { tags, params: nikParamSchema, response: { 200: envelopeSchema(loanStatusSummarySchema) } },
    },
    async (request, reply) => {
      const claims = ownNik(request, request.params.nik);
      return sendOk(reply, orSessionOver(await getLoanStatusOfSignedIn(app.db, claims)));
    },
  );

  app.get(
    '/HistoryPinjaman/:nik',
    {
      ...tokenOnly,
      schema: {
        tags,
        params: nikParamSchema,
        response: { 200: envelopeSchema(z.array(loanHistoryItemSchema)) },
      },
    },
    async (request, reply) => {
      const claims = ownNik(request, request.params.nik);
      return sendOk(reply, orSessionOver(await listLatestLoansOfSignedIn(app.db, claims)));
    },
  );

  app.get(
    '/HistoryPinjamanAll/:nik',
    {
      ...secured,
      schema: {
        tags,
        params: nikParamSchema,
        response: { 200: envelopeSchema(z.array(loanHistoryItemSchema)) },
      },
    },
    async (request, reply) => {
      ownNik(request, request.params.nik);
      return sendOk(reply, await listLoanHistory(app.db, memberOf(request), 'all'));
    },
  );

  app.get(
    '/StatusApproval/:companyID',
    {
      ...secured,
      schema: {
        tags,
        params: companyParamSchema,
        response: { 200: envelopeSchema(z.array(approverStepSchema)) },
      },
    },
    async (request, reply) => {
      return sendOk(reply, await listApproverSteps(app.db, memberOf(request), request.params.companyID));
    },
  );

  app.post(
    '/HistoryApproval',
    {
      ...secured,
      schema: {
        tags,
        body: approvalHistoryRequestSchema,
        response: { 200: envelopeSchema(z.array(approvalHistoryItemSchema)) },
      },
    },
    async (request, reply) => {
      return sendOk(reply, await listApprovalHistory(app.db, memberOf(request), request.body.ApprovalNo));
    },
  );

  app.get(
    '/MyLoan/:id',
    {
      ...secured,
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(approvalDataSchema) } },
    },
    async (request, reply) => {
      return sendOk(reply, await getApprovalData(app.db, memberOf(request), request.params.id));
    },
  );
}

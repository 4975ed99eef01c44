import {
  envelopeSchema,
  fileReplySchema,
  nikParamSchema,
  savingsBalancesSchema,
  savingsChartSchema,
  savingsDepositReplySchema,
  savingsDepositRequestSchema,
  savingsIdParamSchema,
  savingsMutationPageSchema,
  savingsMutationQuerySchema,
  savingsStatementQuerySchema,
  savingsWithdrawalReplySchema,
  savingsWithdrawalRequestSchema,
  sukarelaPlanChangeSchema,
  sukarelaPlanRequestSchema,
  sukarelaPlanStatusSchema,
  sukarelaRequestsSchema,
} from '@kopkar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../errors';
import { sendOk } from '../../plugins/envelope';
import { idempotencyHeadersSchema, idempotencyOf } from '../../plugins/idempotency';
import { sendUserFile } from '../../plugins/user-file-reply';
import {
  memberClaimsOf,
  memberOf,
  orSessionOver,
  requireMember,
  requireMemberToken,
} from '../auth/auth-guard';
import { getBalancesOfSignedIn, getMutations, getSukarelaRequests, getTotalsChart } from './savings.service';
import { exportStatement } from './savings-statement.service';
import { describePlanChange, getSukarelaPlan, setSukarelaPlan } from './sukarela-plans.service';
import {
  cancelWithdrawal,
  DEPOSIT_SUBMITTED,
  requestWithdrawal,
  submitDeposit,
  WITHDRAWAL_CANCELLED,
  WITHDRAWAL_SUBMITTED,
} from './sukarela-requests.service';

/** A proof photo up to 5 MB as base64. */
const PROOF_BODY_LIMIT = 8 * 1024 * 1024;

/** The member's savings (docs/product/api.md style): balances, history, statement, chart, deposit and withdrawal. */
export async function savingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: requireMember };
  const tags = ['savings'];
  /** Calls whose path names a NIK answer only for the signed-in member's own NIK. */
  const ownNik = (request: FastifyRequest, nik: string) => {
    const claims = memberClaimsOf(request);
    if (claims.nik !== nik) throw forbidden();
    return claims;
  };

  // The home page reads this on every visit: the token here, the session checked in the call's one statement.
  app.get(
    '/Simpanan/:nik',
    {
      preHandler: requireMemberToken,
      schema: { tags, params: nikParamSchema, response: { 200: envelopeSchema(savingsBalancesSchema) } },
    },
    async (request, reply) => {
      const claims = ownNik(request, request.params.nik);
      return sendOk(reply, orSessionOver(await getBalancesOfSignedIn(app.db, claims)));
    },
  );

  app.get(
    '/Simpanan/:nik/mutasi',
    {
      ...secured,
      schema: {
        tags,
        params: nikParamSchema,
        querystring: savingsMutationQuerySchema,
        response: { 200: envelopeSchema(savingsMutationPageSchema) },
      },
    },
    async (request, reply) => {
      ownNik(request, request.params.nik);
      return sendOk(reply, await getMutations(app.db, memberOf(request).id, request.query));
    },
  );

  app.get(
    '/Simpanan/:nik/grafik',
    {
      ...secured,
      schema: { tags, params: nikParamSchema, response: { 200: envelopeSchema(savingsChartSchema) } },
    },
    async (request, reply) => {
      ownNik(request, request.params.nik);
      return sendOk(reply, await getTotalsChart(app.db, memberOf(request).id));
    },
  );

  app.get(
    '/Simpanan/:nik/Sukarela',
    {
      ...secured,
      schema: { tags, params: nikParamSchema, response: { 200: envelopeSchema(sukarelaRequestsSchema) } },
    },
    async (request, reply) => {
      ownNik(request, request.params.nik);
      return sendOk(reply, await getSukarelaRequests(app.db, memberOf(request).id));
    },
  );

  app.get(
    '/Simpanan/:nik/statement.:format',
    {
      ...secured,
      schema: {
        tags,
        params: nikParamSchema.extend({ format: z.enum(['csv', 'pdf']) }),
        querystring: savingsStatementQuerySchema,
        response: { 200: fileReplySchema },
      },
    },
    async (request, reply) => {
      ownNik(request, request.params.nik);
      const { from, to } = request.query;
      const file = await exportStatement(
        app.db,
        memberOf(request),
        { from, to },
        request.params.format,
        app.config.publicUrl,
      );
      return sendUserFile(
        reply,
        { data: file.body, mime: file.mime },
        { name: `rekening-simpanan-${request.params.nik}-${from}-${to}`, cacheControl: 'private, no-store' },
      );
    },
  );

  app.post(
    '/Simpanan/Sukarela/Setor',
    {
      ...secured,
      bodyLimit: PROOF_BODY_LIMIT,
      schema: {
        tags,
        body: savingsDepositRequestSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: envelopeSchema(savingsDepositReplySchema) },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const idempotency = idempotencyOf(request, { kind: 'member', id: member.id });
      const result = await submitDeposit(app.db, member, request.body, idempotency);
      return sendOk(reply, result, DEPOSIT_SUBMITTED);
    },
  );

  app.post(
    '/Simpanan/Sukarela/Tarik',
    {
      ...secured,
      schema: {
        tags,
        body: savingsWithdrawalRequestSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: envelopeSchema(savingsWithdrawalReplySchema) },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const idempotency = idempotencyOf(request, { kind: 'member', id: member.id });
      const result = await requestWithdrawal(app.db, member, request.body, idempotency);
      return sendOk(reply, result, WITHDRAWAL_SUBMITTED);
    },
  );

  app.post(
    '/Simpanan/Sukarela/Tarik/:id/Batal',
    {
      ...secured,
      schema: {
        tags,
        params: savingsIdParamSchema,
        response: { 200: envelopeSchema(savingsWithdrawalReplySchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await cancelWithdrawal(app.db, memberOf(request), request.params.id),
        WITHDRAWAL_CANCELLED,
      ),
  );

  // The monthly sukarela by salary deduction: the member from the token only, so nobody sets another's plan.
  app.get(
    '/Simpanan/Sukarela/Bulanan',
    { ...secured, schema: { tags, response: { 200: envelopeSchema(sukarelaPlanStatusSchema) } } },
    async (request, reply) => sendOk(reply, await getSukarelaPlan(app.db, memberOf(request).id)),
  );

  app.put(
    '/Simpanan/Sukarela/Bulanan',
    {
      ...secured,
      schema: {
        tags,
        body: sukarelaPlanRequestSchema,
        response: { 200: envelopeSchema(sukarelaPlanChangeSchema) },
      },
    },
    async (request, reply) => {
      const change = await setSukarelaPlan(app.db, memberOf(request), request.body.Jumlah);
      return sendOk(reply, change, describePlanChange(change));
    },
  );
}

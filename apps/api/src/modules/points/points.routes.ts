import {
  envelopeSchema,
  idParamSchema,
  pointLedgerEntrySchema,
  pointOfferSchema,
  pointRedemptionSchema,
  redeemPointsReplySchema,
  redeemPointsRequestSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { idempotencyHeadersSchema, idempotencyOf } from '../../plugins/idempotency';
import { memberIdOf, requireMember } from '../auth/auth-guard';
import { assertSelf } from '../members/members.service';
import { listCoupons, listOffers, listPointLedger, REDEEM_DONE, redeemOffer } from './points.service';

/** The member's points (docs/product/api.md): offers, coupons, the ledger and redeeming. */
export async function pointsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: requireMember };
  const tags = ['points'];

  app.get(
    '/Poin',
    { ...secured, schema: { tags, response: { 200: envelopeSchema(z.array(pointOfferSchema)) } } },
    async (_request, reply) => sendOk(reply, await listOffers(app.db)),
  );

  app.get(
    '/Poin/History/:id',
    {
      ...secured,
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeSchema(z.array(pointRedemptionSchema)) },
      },
    },
    async (request, reply) => {
      assertSelf(memberIdOf(request), request.params.id);
      return sendOk(reply, await listCoupons(app.db, request.params.id));
    },
  );

  app.get(
    '/Poin/Ledger/:id',
    {
      ...secured,
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeSchema(z.array(pointLedgerEntrySchema)) },
      },
    },
    async (request, reply) => {
      assertSelf(memberIdOf(request), request.params.id);
      return sendOk(reply, await listPointLedger(app.db, request.params.id));
    },
  );

  app.post(
    '/Poin/Redeem',
    {
      ...secured,
      schema: {
        tags,
        body: redeemPointsRequestSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: envelopeSchema(redeemPointsReplySchema) },
      },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      const idempotency = idempotencyOf(request, { kind: 'member', id: memberId });
      const result = await redeemOffer(app.db, memberId, request.body, idempotency);
      return sendOk(reply, result, REDEEM_DONE);
    },
  );
}

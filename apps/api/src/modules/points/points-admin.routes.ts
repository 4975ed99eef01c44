import {
  adminMemberPointsSchema,
  adminPointOfferSchema,
  envelopeSchema,
  idParamSchema,
  pointAdjustmentReplySchema,
  pointAdjustmentRequestSchema,
  pointOfferInputSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff } from '../auth/auth-guard';
import { actorOf } from '../backoffice/backoffice-guard';
import { adjustMemberPoints, getMemberPoints, listAdminOffers, saveOffer } from './points-admin.service';

/** Back office: EDITOR keeps the point offers; ADMIN grants or deducts a member's points; HC, FINANCE read. */
export async function pointsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const editors = { preHandler: requireStaff('EDITOR') };
  const readers = { preHandler: requireStaff('HC', 'FINANCE') };
  const adminOnly = { preHandler: requireStaff('ADMIN') };
  const tags = ['admin-points'];

  app.get(
    '/admin/point-offers',
    { ...editors, schema: { tags, response: { 200: envelopeSchema(z.array(adminPointOfferSchema)) } } },
    async (_request, reply) => sendOk(reply, await listAdminOffers(app.db)),
  );

  app.post(
    '/admin/point-offers',
    {
      ...editors,
      schema: { tags, body: pointOfferInputSchema, response: { 201: envelopeSchema(adminPointOfferSchema) } },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await saveOffer(app.db, actorOf(request), null, request.body),
        'Penawaran poin ditambahkan',
        201,
      ),
  );

  app.put(
    '/admin/point-offers/:id',
    {
      ...editors,
      schema: {
        tags,
        params: idParamSchema,
        body: pointOfferInputSchema,
        response: { 200: envelopeSchema(adminPointOfferSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await saveOffer(app.db, actorOf(request), request.params.id, request.body),
        'Penawaran poin disimpan',
      ),
  );

  app.get(
    '/admin/members/:id/points',
    {
      ...readers,
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(adminMemberPointsSchema) } },
    },
    async (request, reply) => sendOk(reply, await getMemberPoints(app.db, request.params.id)),
  );

  app.post(
    '/admin/members/:id/points',
    {
      ...adminOnly,
      schema: {
        tags,
        params: idParamSchema,
        body: pointAdjustmentRequestSchema,
        response: { 200: envelopeSchema(pointAdjustmentReplySchema) },
      },
    },
    async (request, reply) => {
      const result = await adjustMemberPoints(app.db, actorOf(request), request.params.id, request.body);
      const message = request.body.delta > 0 ? 'Poin berhasil ditambahkan' : 'Poin berhasil dikurangi';
      return sendOk(reply, result, message);
    },
  );
}

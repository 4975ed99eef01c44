import {
  adminDataRequestListSchema,
  dataRequestCreateSchema,
  dataRequestListSchema,
  dataRequestRefuseSchema,
  dataRequestSchema,
  envelopeSchema,
  idParamSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendOk } from '../../plugins/envelope';
import { memberIdOf, requireMember, requireStaff } from '../auth/auth-guard';
import { actorOf } from '../backoffice/backoffice-guard';
import {
  approveDataRequest,
  listDataRequestQueue,
  listMyDataRequests,
  refuseDataRequest,
  submitDataRequest,
} from './data-requests.service';

const REQUEST_SUBMITTED = 'Permintaan Anda terkirim. Kami akan memutuskannya paling lambat 3×24 jam.';

/**
 * Correction and deletion requests under UU PDP 27/2022: members file and follow theirs on
 * /account/data (the member comes from the token only); ADMIN decides them from the queue. Guards run onRequest,
 * so a caller without the right token learns nothing from a 422.
 */
export async function dataRequestsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const members = { onRequest: requireMember };
  const adminOnly = { onRequest: requireStaff('ADMIN') };
  const tags = ['account'];
  const adminTags = ['admin-data-requests'];
  const oneRequest = envelopeSchema(dataRequestSchema);

  app.get(
    '/account/data-requests',
    { ...members, schema: { tags, response: { 200: envelopeSchema(dataRequestListSchema) } } },
    async (request, reply) => sendOk(reply, await listMyDataRequests(app.db, memberIdOf(request))),
  );

  app.post(
    '/account/data-requests',
    { ...members, schema: { tags, body: dataRequestCreateSchema, response: { 201: oneRequest } } },
    async (request, reply) =>
      sendOk(
        reply,
        await submitDataRequest(app.db, memberIdOf(request), request.body),
        REQUEST_SUBMITTED,
        201,
      ),
  );

  app.get(
    '/admin/data-requests',
    {
      ...adminOnly,
      schema: { tags: adminTags, response: { 200: envelopeSchema(adminDataRequestListSchema) } },
    },
    async (_request, reply) => sendOk(reply, await listDataRequestQueue(app.db)),
  );

  app.post(
    '/admin/data-requests/:id/approve',
    { ...adminOnly, schema: { tags: adminTags, params: idParamSchema, response: { 200: oneRequest } } },
    async (request, reply) =>
      sendOk(
        reply,
        await approveDataRequest(app.db, actorOf(request), request.params.id),
        'Permintaan disetujui',
      ),
  );

  app.post(
    '/admin/data-requests/:id/refuse',
    {
      ...adminOnly,
      schema: {
        tags: adminTags,
        params: idParamSchema,
        body: dataRequestRefuseSchema,
        response: { 200: oneRequest },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await refuseDataRequest(app.db, actorOf(request), request.params.id, request.body.reason),
        'Permintaan ditolak',
      ),
  );
}

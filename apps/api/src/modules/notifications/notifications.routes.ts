import {
  emptyEnvelopeSchema,
  envelopeSchema,
  idParamSchema,
  notificationSchema,
  unreadCountSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import {
  memberClaimsOf,
  memberIdOf,
  orSessionOver,
  requireMember,
  requireMemberToken,
} from '../auth/auth-guard';
import { assertSelf } from '../members/members.service';
import { countUnread, listNotificationsOfSignedIn, markRead } from './notifications.service';

export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: requireMember };

  // docs/product/api.md: POST /Notifikasi/{id} lists the notifications of member {id}.
  // The session check is inside the call's one statement (requireMemberToken: no round trip of its own).
  app.post(
    '/Notifikasi/:id',
    {
      preHandler: requireMemberToken,
      schema: {
        tags: ['notifications'],
        params: idParamSchema,
        response: { 200: envelopeSchema(z.array(notificationSchema)) },
      },
    },
    async (request, reply) => {
      const claims = memberClaimsOf(request);
      assertSelf(claims.sub, request.params.id);
      return sendOk(reply, orSessionOver(await listNotificationsOfSignedIn(app.db, claims)));
    },
  );

  app.get(
    '/notifications/unread-count',
    { ...secured, schema: { tags: ['notifications'], response: { 200: envelopeSchema(unreadCountSchema) } } },
    async (request, reply) => sendOk(reply, await countUnread(app.db, memberIdOf(request))),
  );

  app.post(
    '/notifications/:id/read',
    {
      ...secured,
      schema: { tags: ['notifications'], params: idParamSchema, response: { 200: emptyEnvelopeSchema } },
    },
    async (request, reply) => {
      await markRead(app.db, memberIdOf(request), request.params.id);
      return sendOk(reply, null);
    },
  );
}

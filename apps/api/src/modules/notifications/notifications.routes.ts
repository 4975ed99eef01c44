import { idParamSchema } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberIdOf, requireMember } from '../../plugins/auth-guard';
import { sendOk } from '../../plugins/envelope';
import { assertSelf } from '../members/members.service';
import { countUnread, listNotifications, markRead } from './notifications.service';

export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: requireMember };

  // SPEC §7: POST /Notifikasi/{id} lists the notifications of member {id}.
  app.post(
    '/Notifikasi/:id',
    { ...secured, schema: { tags: ['notifications'], params: idParamSchema } },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      assertSelf(memberId, request.params.id);
      return sendOk(reply, await listNotifications(app.db, memberId));
    },
  );

  app.get(
    '/notifications/unread-count',
    { ...secured, schema: { tags: ['notifications'] } },
    async (request, reply) => sendOk(reply, await countUnread(app.db, memberIdOf(request))),
  );

  app.post(
    '/notifications/:id/read',
    { ...secured, schema: { tags: ['notifications'], params: idParamSchema } },
    async (request, reply) => {
      await markRead(app.db, memberIdOf(request), request.params.id);
      return sendOk(reply, null);
    },
  );
}

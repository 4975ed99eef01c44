import {
  captchaReplySchema,
  emptyEnvelopeSchema,
  envelopeSchema,
  PER_ADDRESS_PER_MINUTE as LIMITS,
  staffLoginRequestSchema,
  staffProfileSchema,
  staffSessionReplySchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCaptcha } from '../../plugins/captcha';
import { sendOk } from '../../plugins/envelope';
import { perIpPerMinute } from '../auth/address-limits';
import { requireStaff, staffIdOf } from '../auth/auth-guard';
import { authContextOf } from '../auth/credentials';
import { clearRefreshCookie, STAFF_COOKIE, sessionReply, setRefreshCookie } from '../auth/session-cookie';
import { revokeByToken } from '../auth/sessions';
import { presentStaff } from './staff.presenter';
import { loginStaff, refreshStaffSession, requireActiveStaff } from './staff-auth.service';

/** Staff sign-in under /admin: its own cookie and its own tokens (kind 'staff'), never a member session. */
export async function staffAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin-auth'];
  const signedIn = { 200: envelopeSchema(staffSessionReplySchema) };

  app.get(
    '/admin/get-key/math',
    {
      config: perIpPerMinute(LIMITS.captcha),
      schema: { tags, response: { 200: envelopeSchema(captchaReplySchema) } },
    },
    async (_request, reply) => sendOk(reply, await createCaptcha(app.db, app.config)),
  );

  app.post(
    '/admin/login',
    {
      config: perIpPerMinute(app.config.loginRateLimitPerMinute),
      schema: { tags, body: staffLoginRequestSchema, response: signedIn },
    },
    async (request, reply) => {
      const { session, staff } = await loginStaff(authContextOf(request), request.body);
      setRefreshCookie(reply, app.config, STAFF_COOKIE, session);
      return sendOk(reply, sessionReply(session, 'staff', staff), 'Login berhasil');
    },
  );

  app.post(
    '/admin/refresh',
    { config: perIpPerMinute(LIMITS.session), schema: { tags, response: signedIn } },
    async (request, reply) => {
      const { session, staff } = await refreshStaffSession(
        authContextOf(request),
        request.cookies[STAFF_COOKIE.name],
      );
      setRefreshCookie(reply, app.config, STAFF_COOKIE, session);
      return sendOk(reply, sessionReply(session, 'staff', staff));
    },
  );

  app.post(
    '/admin/logout',
    { config: perIpPerMinute(LIMITS.session), schema: { tags, response: { 200: emptyEnvelopeSchema } } },
    async (request, reply) => {
      const presented = request.cookies[STAFF_COOKIE.name];
      if (presented) await revokeByToken(app.db, presented);
      clearRefreshCookie(reply, STAFF_COOKIE);
      return sendOk(reply, null, 'Logout berhasil');
    },
  );

  app.get(
    '/admin/me',
    { preHandler: requireStaff(), schema: { tags, response: { 200: envelopeSchema(staffProfileSchema) } } },
    async (request, reply) =>
      sendOk(reply, presentStaff(await requireActiveStaff(app.db, staffIdOf(request)))),
  );
}

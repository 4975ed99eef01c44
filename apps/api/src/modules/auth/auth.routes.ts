import {
  captchaReplySchema,
  changePasswordRequestSchema,
  emptyEnvelopeSchema,
  envelopeSchema,
  loginRequestSchema,
  nikParamSchema,
  otpRequestReplySchema,
  otpVerifyRequestSchema,
  resetPasswordRequestSchema,
  sessionReplySchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors';
import { createCaptcha } from '../../plugins/captcha';
import { sendOk } from '../../plugins/envelope';
import {
  changePassword,
  loginMember,
  refreshMemberSession,
  requestPasswordResetOtp,
  resetPassword,
  verifyResetOtp,
} from './auth.service';
import { memberIdOf, requireMember } from './auth-guard';
import { authContextOf, perIpPerMinute } from './credentials';
import { clearRefreshCookie, MEMBER_COOKIE, sessionReply, setRefreshCookie } from './session-cookie';
import { revokeByToken } from './sessions';

/** Name of the member refresh cookie (tests read it). */
export const REFRESH_COOKIE = MEMBER_COOKIE.name;

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = envelopeSchema(sessionReplySchema);
  const otpRequest = envelopeSchema(otpRequestReplySchema);
  const empty = emptyEnvelopeSchema;

  app.get(
    '/get-key/math',
    {
      config: perIpPerMinute(30),
      schema: { tags: ['auth'], response: { 200: envelopeSchema(captchaReplySchema) } },
    },
    async (_request, reply) => sendOk(reply, await createCaptcha(app.db, app.config)),
  );

  app.post(
    '/web/login',
    {
      config: perIpPerMinute(app.config.loginRateLimitPerMinute),
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: signedIn } },
    },
    async (request, reply) => {
      const { session, user } = await loginMember(authContextOf(request), request.body);
      setRefreshCookie(reply, app.config, MEMBER_COOKIE, session);
      return sendOk(reply, sessionReply(session, 'user', user), 'Login berhasil');
    },
  );

  app.post(
    '/refresh',
    { config: perIpPerMinute(60), schema: { tags: ['auth'], response: { 200: signedIn } } },
    async (request, reply) => {
      const { session, user } = await refreshMemberSession(
        authContextOf(request),
        request.cookies[MEMBER_COOKIE.name],
      );
      setRefreshCookie(reply, app.config, MEMBER_COOKIE, session);
      return sendOk(reply, sessionReply(session, 'user', user));
    },
  );

  app.post(
    '/logout',
    { config: perIpPerMinute(60), schema: { tags: ['auth'], response: { 200: empty } } },
    async (request, reply) => {
      const presented = request.cookies[MEMBER_COOKIE.name];
      if (presented) await revokeByToken(app.db, presented);
      clearRefreshCookie(reply, MEMBER_COOKIE);
      return sendOk(reply, null, 'Logout berhasil');
    },
  );

  app.get(
    '/otp/:nik',
    {
      config: perIpPerMinute(10),
      schema: { tags: ['auth'], params: nikParamSchema, response: { 200: otpRequest } },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await requestPasswordResetOtp(authContextOf(request), request.params.nik),
        'Jika NIK terdaftar dan memiliki email, kode OTP telah dikirim ke email Anda',
      ),
  );

  app.post(
    '/otp/verifikasi',
    {
      config: perIpPerMinute(20),
      schema: { tags: ['auth'], body: otpVerifyRequestSchema, response: { 200: otpRequest } },
    },
    async (request, reply) =>
      sendOk(reply, await verifyResetOtp(authContextOf(request), request.body), 'Kode OTP benar'),
  );

  app.post(
    '/reset-password',
    {
      config: perIpPerMinute(10),
      schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: empty } },
    },
    async (request, reply) => {
      await resetPassword(authContextOf(request), request.body);
      return sendOk(reply, null, 'Password berhasil diubah. Silakan login dengan password baru.');
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: requireMember,
      config: perIpPerMinute(10),
      schema: { tags: ['auth'], body: changePasswordRequestSchema, response: { 200: empty } },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      if (request.body.id !== memberId) throw forbidden();
      await changePassword(authContextOf(request), memberId, request.body);
      clearRefreshCookie(reply, MEMBER_COOKIE);
      return sendOk(reply, null, 'Password berhasil dirubah');
    },
  );
}

import {
  changePasswordRequestSchema,
  loginRequestSchema,
  nikParamSchema,
  otpVerifyRequestSchema,
  resetPasswordRequestSchema,
} from '@kopkar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors';
import { memberIdOf, requireMember } from '../../plugins/auth-guard';
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
import { clearRefreshCookie, MEMBER_COOKIE, sessionReply, setRefreshCookie } from './session-cookie';
import { revokeByToken } from './sessions';

/** Name of the member refresh cookie (tests read it). */
export const REFRESH_COOKIE = MEMBER_COOKIE.name;

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctxOf = (request: FastifyRequest) => ({
    db: app.db,
    config: app.config,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.get('/get-key/math', { config: perIp(30), schema: { tags: ['auth'] } }, async (_request, reply) =>
    sendOk(reply, await createCaptcha(app.db, app.config)),
  );

  app.post(
    '/web/login',
    {
      config: perIp(app.config.loginRateLimitPerMinute),
      schema: { tags: ['auth'], body: loginRequestSchema },
    },
    async (request, reply) => {
      const { session, user } = await loginMember(ctxOf(request), request.body);
      setRefreshCookie(reply, app.config, MEMBER_COOKIE, session);
      return sendOk(reply, sessionReply(session, 'user', user), 'Login berhasil');
    },
  );

  app.post('/refresh', { config: perIp(60), schema: { tags: ['auth'] } }, async (request, reply) => {
    const { session, user } = await refreshMemberSession(ctxOf(request), request.cookies[MEMBER_COOKIE.name]);
    setRefreshCookie(reply, app.config, MEMBER_COOKIE, session);
    return sendOk(reply, sessionReply(session, 'user', user));
  });

  app.post('/logout', { config: perIp(60), schema: { tags: ['auth'] } }, async (request, reply) => {
    const presented = request.cookies[MEMBER_COOKIE.name];
    if (presented) await revokeByToken(app.db, presented);
    clearRefreshCookie(reply, MEMBER_COOKIE);
    return sendOk(reply, null, 'Logout berhasil');
  });

  app.get(
    '/otp/:nik',
    { config: perIp(10), schema: { tags: ['auth'], params: nikParamSchema } },
    async (request, reply) =>
      sendOk(
        reply,
        await requestPasswordResetOtp(ctxOf(request), request.params.nik),
        'Jika NIK terdaftar dan memiliki email, kode OTP telah dikirim ke email Anda',
      ),
  );

  app.post(
    '/otp/verifikasi',
    { config: perIp(20), schema: { tags: ['auth'], body: otpVerifyRequestSchema } },
    async (request, reply) =>
      sendOk(reply, await verifyResetOtp(ctxOf(request), request.body), 'Kode OTP benar'),
  );

  app.post(
    '/reset-password',
    { config: perIp(10), schema: { tags: ['auth'], body: resetPasswordRequestSchema } },
    async (request, reply) => {
      await resetPassword(ctxOf(request), request.body);
      return sendOk(reply, null, 'Password berhasil diubah. Silakan login dengan password baru.');
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: requireMember,
      config: perIp(10),
      schema: { tags: ['auth'], body: changePasswordRequestSchema },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      if (request.body.id !== memberId) throw forbidden();
      await changePassword(ctxOf(request), memberId, request.body);
      clearRefreshCookie(reply, MEMBER_COOKIE);
      return sendOk(reply, null, 'Password berhasil dirubah');
    },
  );
}

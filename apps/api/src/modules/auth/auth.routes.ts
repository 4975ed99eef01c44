import {
  changePasswordRequestSchema,
  loginRequestSchema,
  nikParamSchema,
  otpVerifyRequestSchema,
  resetPasswordRequestSchema,
} from '@kopkar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import type { IssuedSession } from './sessions';
import { revokeByToken } from './sessions';

export const REFRESH_COOKIE = 'kopkar_rt';
const COOKIE_PATH = '/api/v1';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctxOf = (request: FastifyRequest) => ({
    db: app.db,
    config: app.config,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  const setRefreshCookie = (reply: FastifyReply, session: IssuedSession) =>
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: app.config.env === 'production',
      path: COOKIE_PATH,
      maxAge: app.config.refreshTokenTtlDays * 24 * 60 * 60,
    });
  const sessionReply = (session: IssuedSession, user: unknown) => ({
    access_token: session.accessToken,
    token_type: 'Bearer' as const,
    expires_in: session.expiresIn,
    user,
  });

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
      setRefreshCookie(reply, session);
      return sendOk(reply, sessionReply(session, user), 'Login berhasil');
    },
  );

  app.post('/refresh', { config: perIp(60), schema: { tags: ['auth'] } }, async (request, reply) => {
    const { session, user } = await refreshMemberSession(ctxOf(request), request.cookies[REFRESH_COOKIE]);
    setRefreshCookie(reply, session);
    return sendOk(reply, sessionReply(session, user));
  });

  app.post('/logout', { config: perIp(60), schema: { tags: ['auth'] } }, async (request, reply) => {
    const presented = request.cookies[REFRESH_COOKIE];
    if (presented) await revokeByToken(app.db, presented);
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
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
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return sendOk(reply, null, 'Password berhasil dirubah');
    },
  );
}

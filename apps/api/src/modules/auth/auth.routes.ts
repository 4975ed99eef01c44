import {
  captchaReplySchema,
  changePasswordRequestSchema,
  ErrorCode,
  emptyEnvelopeSchema,
  envelopeSchema,
  PER_ADDRESS_PER_MINUTE as LIMITS,
  loginRequestSchema,
  nikParamSchema,
  otpRequestReplySchema,
  otpVerifyRequestSchema,
  resetPasswordRequestSchema,
  sessionReplySchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, forbidden } from '../../errors';
import { createCaptcha } from '../../plugins/captcha';
import { sendOk } from '../../plugins/envelope';
import { perIpPerMinute } from './address-limits';
import {
  changePassword,
  loginMember,
  refreshMemberSession,
  requestPasswordResetOtp,
  resetPassword,
  verifyResetOtp,
} from './auth.service';
import { memberIdOf, requireMember } from './auth-guard';
import { authContextOf } from './credentials';
import { perMemberPerMinute } from './member-limits';
import {
  clearMemberCookies,
  clearPageCookie,
  MEMBER_COOKIE,
  sessionReply,
  setMemberCookies,
} from './session-cookie';
import { revokeByToken } from './sessions';

/** Name of the member refresh cookie (tests read it). */
export const REFRESH_COOKIE = MEMBER_COOKIE.name;

/** A member's reply carries the profile; a former member's carries who they were and their access window. */
function replyOf(signedIn: Awaited<ReturnType<typeof loginMember>>) {
  return 'former' in signedIn
    ? sessionReply(signedIn.session, 'former', signedIn.former)
    : sessionReply(signedIn.session, 'user', signedIn.user);
}

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = envelopeSchema(sessionReplySchema);
  const otpRequest = envelopeSchema(otpRequestReplySchema);
  const empty = emptyEnvelopeSchema;

  app.get(
    '/get-key/math',
    {
      config: perIpPerMinute(LIMITS.captcha),
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
      const signedIn = await loginMember(authContextOf(request), request.body);
      setMemberCookies(reply, app.config, signedIn.session);
      return sendOk(reply, replyOf(signedIn), 'Login berhasil');
    },
  );

  app.post(
    '/refresh',
    { config: perIpPerMinute(LIMITS.session), schema: { tags: ['auth'], response: { 200: signedIn } } },
    async (request, reply) => {
      const signedIn = await refreshMemberSession(
        authContextOf(request),
        request.cookies[MEMBER_COOKIE.name],
      ).catch((error: unknown) => {
        // The session is over (expired, revoked, reused): its pages are no longer rendered either. A failure of
        // ours (the database down) keeps the cookie: the session may well be open.
        if (error instanceof AppError && error.code === ErrorCode.TOKEN_EXPIRED) clearPageCookie(reply);
        throw error;
      });
      setMemberCookies(reply, app.config, signedIn.session);
      return sendOk(reply, replyOf(signedIn));
    },
  );

  app.post(
    '/logout',
    { config: perIpPerMinute(LIMITS.session), schema: { tags: ['auth'], response: { 200: empty } } },
    async (request, reply) => {
      const presented = request.cookies[MEMBER_COOKIE.name];
      if (presented) await revokeByToken(app.db, presented);
      clearMemberCookies(reply);
      return sendOk(reply, null, 'Logout berhasil');
    },
  );

  app.get(
    '/otp/:nik',
    {
      config: perIpPerMinute(LIMITS.otpRequest),
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
      config: perIpPerMinute(LIMITS.otpVerify),
      schema: { tags: ['auth'], body: otpVerifyRequestSchema, response: { 200: otpRequest } },
    },
    async (request, reply) =>
      sendOk(reply, await verifyResetOtp(authContextOf(request), request.body), 'Kode OTP benar'),
  );

  app.post(
    '/reset-password',
    {
      config: perIpPerMinute(LIMITS.passwordReset),
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
      // Per member: the old password is what a stolen token would guess; the office's address is not the unit.
      preHandler: [requireMember, perMemberPerMinute(app, 'change-password', 10)],
      schema: { tags: ['auth'], body: changePasswordRequestSchema, response: { 200: empty } },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      if (request.body.id !== memberId) throw forbidden();
      await changePassword(authContextOf(request), memberId, request.body);
      clearMemberCookies(reply);
      return sendOk(reply, null, 'Password berhasil dirubah');
    },
  );
}

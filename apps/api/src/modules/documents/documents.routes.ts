import {
  documentVerificationSchema,
  ErrorCode,
  envelopeSchema,
  verificationCodeParamSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { sendOk } from '../../plugins/envelope';
import { verifyDocument } from './issued-documents.service';

/**
 * Lookups per address and minute. Codes carry 100 random bits, so the limit does not protect them; it bounds what
 * one address can make the database do. A bank branch behind one address checking documents all day stays far
 * below it, and it counts on its own, never against sign-in, OTP or page loads.
 */
export const VERIFICATIONS_PER_MINUTE = 120;
const LIMIT_MESSAGE = 'Terlalu banyak pemeriksaan dokumen dari alamat ini. Silakan coba lagi dalam';

/** The public check of an issued document (docs/decisions/0014-issued-documents.md). */
export async function documentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/verifikasi/:code',
    {
      config: {
        rateLimit: {
          max: VERIFICATIONS_PER_MINUTE,
          timeWindow: '1 minute',
          // An AppError, so the one error handler keeps this message and its Retry-After.
          errorResponseBuilder: (_request, context) => {
            const seconds = Math.ceil(context.ttl / 1000);
            return new AppError(ErrorCode.RATE_LIMITED, `${LIMIT_MESSAGE} ${seconds} detik.`, {
              retryAfter: seconds,
            });
          },
        },
      },
      schema: {
        tags: ['documents'],
        params: verificationCodeParamSchema,
        response: { 200: envelopeSchema(documentVerificationSchema) },
      },
    },
    async (request, reply) => {
      // Search engines must not list what a shared link shows.
      reply.header('x-robots-tag', 'noindex, nofollow');
      return sendOk(reply, await verifyDocument(app.db, request.params.code));
    },
  );
}

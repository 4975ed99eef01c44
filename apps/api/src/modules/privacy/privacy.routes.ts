import {
  consentAcceptRequestSchema,
  consentStatusSchema,
  documentViewsSchema,
  envelopeSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendOk } from '../../plugins/envelope';
import { memberIdOf, requireMember } from '../auth/auth-guard';
import { acceptConsents, getConsentStatus, getDocumentViews } from './privacy.service';

export const CONSENT_ACCEPTED = 'Terima kasih, persetujuan Anda tersimpan';

/**
 * The member's privacy rights (UU PDP 27/2022): the terms and privacy versions they accepted and the
 * gate's acceptance, and who among the staff opened their documents. The member comes from the token only; the
 * guard runs onRequest, so a visitor learns nothing from a 422.
 */
export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const members = { onRequest: requireMember };
  const tags = ['privacy'];
  const status = { 200: envelopeSchema(consentStatusSchema) };

  app.get('/privacy/consents', { ...members, schema: { tags, response: status } }, async (request, reply) =>
    sendOk(reply, await getConsentStatus(app.db, memberIdOf(request))),
  );

  app.post(
    '/privacy/consents',
    { ...members, schema: { tags, body: consentAcceptRequestSchema, response: status } },
    async (request, reply) =>
      sendOk(reply, await acceptConsents(app.db, memberIdOf(request), request.body), CONSENT_ACCEPTED),
  );

  app.get(
    '/privacy/document-views',
    { ...members, schema: { tags, response: { 200: envelopeSchema(documentViewsSchema) } } },
    async (request, reply) => sendOk(reply, await getDocumentViews(app.db, memberIdOf(request))),
  );
}

import {
  envelopeSchema,
  fileReplySchema,
  formTemplateStatusSchema,
  formTemplateUploadSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendOk } from '../../plugins/envelope';
import { sendUserFile } from '../../plugins/user-file-reply';
import { requireMember, requireStaff } from '../auth/auth-guard';
import { actorOf } from '../backoffice/backoffice-guard';
import { readTemplatePdf, readTemplateStatus, uploadTemplate } from './form-template.service';

/** A PDF under 2 MB as a base64 data URL (4 characters per 3 bytes). */
const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;
/** A new upload replaces it at once: no cache keeps the old one. */
const PRIVATE = 'private, no-store';

/**
 * The blank Form Pengajuan of step 3: signed-in members read whether there is one and download it; ADMIN uploads
 * it. Guards run onRequest, so a visitor learns nothing from a 422.
 */
export async function formTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const members = { onRequest: requireMember };
  const adminOnly = { onRequest: requireStaff('ADMIN') };
  const status = { 200: envelopeSchema(formTemplateStatusSchema) };

  app.get(
    '/FormPengajuanTemplate',
    { ...members, schema: { tags: ['loans'], response: status } },
    async (_r, reply) => sendOk(reply, await readTemplateStatus(app.db)),
  );

  // A PDF, not an envelope.
  app.get(
    '/FormPengajuanTemplate/file',
    { ...members, schema: { tags: ['loans'], response: { 200: fileReplySchema } } },
    async (_request, reply) =>
      sendUserFile(reply, await readTemplatePdf(app.db), { name: 'form-pengajuan', cacheControl: PRIVATE }),
  );

  app.get(
    '/admin/form-pengajuan-template',
    { ...adminOnly, schema: { tags: ['admin-form-template'], response: status } },
    async (_request, reply) => sendOk(reply, await readTemplateStatus(app.db)),
  );

  app.put(
    '/admin/form-pengajuan-template',
    {
      ...adminOnly,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { tags: ['admin-form-template'], body: formTemplateUploadSchema, response: status },
    },
    async (request, reply) =>
      sendOk(reply, await uploadTemplate(app.db, actorOf(request), request.body), 'Form Pengajuan diunggah'),
  );

  // A PDF, not an envelope: ADMIN checks what members will download.
  app.get(
    '/admin/form-pengajuan-template/file',
    { ...adminOnly, schema: { tags: ['admin-form-template'], response: { 200: fileReplySchema } } },
    async (_request, reply) =>
      sendUserFile(reply, await readTemplatePdf(app.db), { name: 'form-pengajuan', cacheControl: PRIVATE }),
  );
}

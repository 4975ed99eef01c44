import {
  adminGovernanceDocumentListSchema,
  adminGovernanceDocumentSchema,
  envelopeSchema,
  fileReplySchema,
  governanceDocumentCreateSchema,
  governanceDocumentGroupsSchema,
  governanceDocumentParamSchema,
  governanceDocumentUpdateSchema,
  idParamSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { idempotencyHeadersSchema, idempotencyOf } from '../../plugins/idempotency';
import { sendUserFile } from '../../plugins/user-file-reply';
import { requireMember, requireStaff } from '../auth/auth-guard';
import { actorOf } from '../backoffice/backoffice-guard';
import {
  createGovernanceDocument,
  deleteGovernanceDocument,
  listDocumentsForAdmin,
  listDocumentsForMembers,
  readGovernancePdf,
  updateGovernanceDocument,
} from './governance.service';

/** A PDF under 10 MB as a base64 data URL (4 characters per 3 bytes) and the other fields. */
const UPLOAD_BODY_LIMIT = 14 * 1024 * 1024;
/** Documents change rarely but may be withdrawn: no shared cache keeps a member-only PDF. */
const PRIVATE = 'private, no-store';

/**
 * Governance documents: signed-in members list and download them (never the public); ADMIN
 * uploads, corrects and deletes them. Guards run onRequest, so a visitor learns nothing from a 422.
 */
export async function governanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const members = { onRequest: requireMember };
  const adminOnly = { onRequest: requireStaff('ADMIN') };
  const tags = ['governance'];
  const adminTags = ['admin-governance'];
  const base = '/admin/governance-documents';
  const oneDocument = envelopeSchema(adminGovernanceDocumentSchema);

  app.get(
    '/Dokumen',
    { ...members, schema: { tags, response: { 200: envelopeSchema(governanceDocumentGroupsSchema) } } },
    async (_request, reply) => sendOk(reply, await listDocumentsForMembers(app.db)),
  );

  // A PDF, not an envelope.
  app.get(
    '/Dokumen/:documentId/file',
    {
      ...members,
      schema: { tags, params: governanceDocumentParamSchema, response: { 200: fileReplySchema } },
    },
    async (request, reply) => {
      const { file, name } = await readGovernancePdf(app.db, request.params.documentId);
      return sendUserFile(reply, file, { name, cacheControl: PRIVATE });
    },
  );

  app.get(
    base,
    {
      ...adminOnly,
      schema: { tags: adminTags, response: { 200: envelopeSchema(adminGovernanceDocumentListSchema) } },
    },
    async (_request, reply) => sendOk(reply, await listDocumentsForAdmin(app.db)),
  );

  app.post(
    base,
    {
      ...adminOnly,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: adminTags,
        body: governanceDocumentCreateSchema,
        headers: idempotencyHeadersSchema,
        response: { 201: oneDocument },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const idempotency = idempotencyOf(request, actor);
      const document = await createGovernanceDocument(app.db, actor, request.body, idempotency);
      return sendOk(reply, document, 'Dokumen diunggah', 201);
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...adminOnly,
      schema: {
        tags: adminTags,
        params: idParamSchema,
        body: governanceDocumentUpdateSchema,
        response: { 200: oneDocument },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await updateGovernanceDocument(app.db, actorOf(request), request.params.id, request.body),
        'Dokumen disimpan',
      ),
  );

  app.delete(
    `${base}/:id`,
    {
      ...adminOnly,
      schema: { tags: adminTags, params: idParamSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      await deleteGovernanceDocument(app.db, actorOf(request), request.params.id);
      return sendOk(reply, null, 'Dokumen dihapus');
    },
  );

  // A PDF, not an envelope: ADMIN checks what members will download.
  app.get(
    `${base}/:id/file`,
    { ...adminOnly, schema: { tags: adminTags, params: idParamSchema, response: { 200: fileReplySchema } } },
    async (request, reply) => {
      const { file, name } = await readGovernancePdf(app.db, request.params.id);
      return sendUserFile(reply, file, { name, cacheControl: PRIVATE });
    },
  );
}

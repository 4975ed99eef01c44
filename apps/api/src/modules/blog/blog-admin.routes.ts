import {
  adminBlogArticleSchema,
  adminBlogCommentListQuerySchema,
  adminBlogCommentSchema,
  adminBlogListQuerySchema,
  adminPageSchema,
  blogArticleInputSchema,
  blogCommentSettingsSchema,
  blogCoverRequestSchema,
  blogPublishRequestSchema,
  envelopeSchema,
  idParamSchema,
  recordIdReplySchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendOk } from '../../plugins/envelope';
import { idempotencyHeadersSchema, idempotencyOf } from '../../plugins/idempotency';
import { requireStaff } from '../auth/auth-guard';
import { actorOf } from '../backoffice/backoffice-guard';
import {
  createArticle,
  deleteArticle,
  getAdminArticle,
  listAdminArticles,
  updateArticle,
} from './blog-admin.service';
import {
  deleteComment,
  getCommentSettings,
  listAdminComments,
  moderateComment,
  updateCommentSettings,
} from './blog-moderation.service';
import { publishArticle, removeCover, unpublishArticle, uploadCover } from './blog-publication.service';

/** The editors' blog desk: articles and comment moderation (EDITOR; ADMIN may do everything). */
export async function blogAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const editors = { preHandler: requireStaff('EDITOR') };
  const tags = ['admin-blog'];
  const byId = { tags, params: idParamSchema };
  const article = envelopeSchema(adminBlogArticleSchema);
  const comment = envelopeSchema(adminBlogCommentSchema);

  app.get(
    '/admin/blog',
    {
      ...editors,
      schema: {
        tags,
        querystring: adminBlogListQuerySchema,
        response: { 200: envelopeSchema(adminPageSchema(adminBlogArticleSchema)) },
      },
    },
    async (request, reply) => sendOk(reply, await listAdminArticles(app.db, request.query)),
  );
  app.post(
    '/admin/blog',
    {
      ...editors,
      schema: {
        tags,
        body: blogArticleInputSchema,
        headers: idempotencyHeadersSchema,
        response: { 201: article },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const article = await createArticle(app.db, actor, request.body, idempotencyOf(request, actor));
      return sendOk(reply, article, 'Artikel disimpan', 201);
    },
  );
  app.get(
    '/admin/blog/:id',
    { ...editors, schema: { ...byId, response: { 200: article } } },
    async (request, reply) => sendOk(reply, await getAdminArticle(app.db, request.params.id)),
  );
  app.put(
    '/admin/blog/:id',
    { ...editors, schema: { ...byId, body: blogArticleInputSchema, response: { 200: article } } },
    async (request, reply) =>
      sendOk(
        reply,
        await updateArticle(app.db, actorOf(request), request.params.id, request.body),
        'Artikel disimpan',
      ),
  );
  app.delete(
    '/admin/blog/:id',
    { ...editors, schema: { ...byId, response: { 200: envelopeSchema(recordIdReplySchema) } } },
    async (request, reply) =>
      sendOk(reply, await deleteArticle(app.db, actorOf(request), request.params.id), 'Artikel dihapus'),
  );
  app.post(
    '/admin/blog/:id/publish',
    { ...editors, schema: { ...byId, body: blogPublishRequestSchema, response: { 200: article } } },
    async (request, reply) =>
      sendOk(
        reply,
        await publishArticle(app.db, actorOf(request), request.params.id, request.body.publishDate),
        'Artikel diterbitkan',
      ),
  );
  app.post(
    '/admin/blog/:id/unpublish',
    { ...editors, schema: { ...byId, response: { 200: article } } },
    async (request, reply) =>
      sendOk(
        reply,
        await unpublishArticle(app.db, actorOf(request), request.params.id),
        'Artikel ditarik menjadi draf',
      ),
  );
  app.post(
    '/admin/blog/:id/cover',
    { ...editors, schema: { ...byId, body: blogCoverRequestSchema, response: { 200: article } } },
    async (request, reply) =>
      sendOk(
        reply,
        await uploadCover(app.db, actorOf(request), request.params.id, request.body.image),
        'Gambar sampul diunggah',
      ),
  );
  app.delete(
    '/admin/blog/:id/cover',
    { ...editors, schema: { ...byId, response: { 200: article } } },
    async (request, reply) =>
      sendOk(reply, await removeCover(app.db, actorOf(request), request.params.id), 'Gambar sampul dihapus'),
  );

  app.get(
    '/admin/blog/comments',
    {
      ...editors,
      schema: {
        tags,
        querystring: adminBlogCommentListQuerySchema,
        response: { 200: envelopeSchema(adminPageSchema(adminBlogCommentSchema)) },
      },
    },
    async (request, reply) => sendOk(reply, await listAdminComments(app.db, request.query)),
  );
  app.post(
    '/admin/blog/comments/:id/approve',
    { ...editors, schema: { ...byId, response: { 200: comment } } },
    async (request, reply) =>
      sendOk(
        reply,
        await moderateComment(app.db, actorOf(request), request.params.id, 'APPROVED'),
        'Komentar disetujui',
      ),
  );
  app.post(
    '/admin/blog/comments/:id/reject',
    { ...editors, schema: { ...byId, response: { 200: comment } } },
    async (request, reply) =>
      sendOk(
        reply,
        await moderateComment(app.db, actorOf(request), request.params.id, 'REJECTED'),
        'Komentar ditolak',
      ),
  );
  app.delete(
    '/admin/blog/comments/:id',
    { ...editors, schema: { ...byId, response: { 200: envelopeSchema(recordIdReplySchema) } } },
    async (request, reply) =>
      sendOk(reply, await deleteComment(app.db, actorOf(request), request.params.id), 'Komentar dihapus'),
  );
  app.get(
    '/admin/blog/comment-settings',
    { ...editors, schema: { tags, response: { 200: envelopeSchema(blogCommentSettingsSchema) } } },
    async (_request, reply) => sendOk(reply, await getCommentSettings(app.db)),
  );
  app.put(
    '/admin/blog/comment-settings',
    {
      ...editors,
      schema: {
        tags,
        body: blogCommentSettingsSchema,
        response: { 200: envelopeSchema(blogCommentSettingsSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await updateCommentSettings(app.db, actorOf(request), request.body),
        'Pengaturan komentar disimpan',
      ),
  );
}

import {
  BLOG_COMMENTS_PER_HOUR,
  blogArchiveEntrySchema,
  blogArticleParamSchema,
  blogArticleSchema,
  blogCategoryEntrySchema,
  blogCommentReplySchema,
  blogCommentRequestSchema,
  blogCommentSchema,
  blogNewestQuerySchema,
  blogPageSchema,
  blogPaginateQuerySchema,
  envelopeSchema,
  idParamSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import {
  getArticle,
  listArchive,
  listArticles,
  listCategoryEntries,
  listComments,
  listNewest,
  paginateArticles,
} from './blog.service';
import { blogAdminRoutes } from './blog-admin.routes';
import { postComment } from './blog-comments.service';

/** The public blog calls of docs/product/api.md (visitors, no login) and the editors' back office. */
export async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['blog'];
  const articles = { 200: envelopeSchema(z.array(blogArticleSchema)) };

  app.get('/blog', { schema: { tags, response: articles } }, async (_request, reply) =>
    sendOk(reply, await listArticles(app.db)),
  );

  app.get(
    '/blog/paginate',
    {
      schema: {
        tags,
        querystring: blogPaginateQuerySchema,
        response: { 200: envelopeSchema(blogPageSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await paginateArticles(app.db, request.query)),
  );

  app.get(
    '/blog/newest',
    { schema: { tags, querystring: blogNewestQuerySchema, response: articles } },
    async (request, reply) => sendOk(reply, await listNewest(app.db, request.query.limit)),
  );

  app.get(
    '/blog/archive',
    { schema: { tags, response: { 200: envelopeSchema(z.array(blogArchiveEntrySchema)) } } },
    async (_request, reply) => sendOk(reply, await listArchive(app.db)),
  );

  app.get(
    '/blog/category',
    { schema: { tags, response: { 200: envelopeSchema(z.array(blogCategoryEntrySchema)) } } },
    async (_request, reply) => sendOk(reply, await listCategoryEntries(app.db)),
  );

  app.get(
    '/blog/commentview/:id',
    {
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(z.array(blogCommentSchema)) } },
    },
    async (request, reply) => sendOk(reply, await listComments(app.db, request.params.id)),
  );

  app.post(
    '/blog/comment',
    {
      // Per client IP (behind a proxy only with TRUST_PROXY); counters in Redis when REDIS_URL is set.
      config: { rateLimit: { max: BLOG_COMMENTS_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        tags,
        body: blogCommentRequestSchema,
        response: { 200: envelopeSchema(blogCommentReplySchema) },
      },
    },
    async (request, reply) => {
      const { comment, message } = await postComment(app.db, request.body, request.ip);
      return sendOk(reply, comment, message);
    },
  );

  app.get(
    '/blog/:id',
    {
      schema: { tags, params: blogArticleParamSchema, response: { 200: envelopeSchema(blogArticleSchema) } },
    },
    async (request, reply) => sendOk(reply, await getArticle(app.db, request.params.id)),
  );

  await app.register(blogAdminRoutes);
}

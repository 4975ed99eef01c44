import { fileReplySchema, idParamSchema } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { sendUserFile } from '../../plugins/user-file-reply';
import { findContentFile, isContentEditor } from './content-files.service';

/** How long a cache keeps a public picture before it asks again (it may have been unpublished since). */
const PUBLIC_CACHE = 'public, max-age=600, must-revalidate';

/**
 * GET /files/content/{id}: pictures editors uploaded (product images, org chart photos, article covers, point
 * offer pictures). Only files stored with purpose CONTENT are served here, a member's documents never are; the
 * public gets only those of visible content (not a draft's or a scheduled article's cover), an EDITOR or ADMIN
 * token may preview every one.
 */
export async function contentFilesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/files/content/:id',
    {
      schema: {
        tags: ['content'],
        params: idParamSchema,
        response: { 200: fileReplySchema, 304: fileReplySchema },
      },
    },
    async (request, reply) => {
      const editor = await isContentEditor(request, reply);
      const file = await findContentFile(app.db, request.params.id, editor);
      if (!file) throw notFound('Gambar tidak ditemukan');
      // A stored file never changes (a new upload is a new id), but whether the public may see it does: caches
      // keep a public one for 10 minutes, then ask again with its ETag (304 without the bytes while it is still
      // public, 404 once its article is unpublished). A preview of what the public cannot see yet stays out of
      // every cache.
      const etag = `"${file.sha256}"`;
      reply
        .header('cache-control', editor ? 'private, no-store' : PUBLIC_CACHE)
        .header('vary', 'Authorization')
        .header('etag', etag);
      if (!editor && request.headers['if-none-match'] === etag) return reply.code(304).send('');
      return sendUserFile(reply, file, { name: `gambar-${request.params.id}` });
    },
  );
}

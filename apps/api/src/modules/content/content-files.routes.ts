import { idParamSchema } from '@kopkar/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { files } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * GET /files/content/{id}: public pictures editors uploaded (product images, org chart photos, article covers).
 * Only files stored with purpose CONTENT are served here; a member's documents never are.
 */
export async function contentFilesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/files/content/:id',
    { schema: { tags: ['content'], params: idParamSchema } },
    async (request, reply) => {
      const [file] = await app.db
        .select({ mime: files.mime, data: files.data, sha256: files.sha256 })
        .from(files)
        .where(and(eq(files.id, request.params.id), eq(files.purpose, 'CONTENT')));
      if (!file) throw notFound('Gambar tidak ditemukan');
      // A stored file never changes (a new upload is a new id), so browsers may keep it.
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'public, max-age=86400')
        .header('etag', `"${file.sha256}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  );
}

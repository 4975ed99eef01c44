import { HR_IMPORT_MAX_CHARS, hrImportRequestSchema } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth-guard';
import { sendOk } from '../../plugins/envelope';
import { actorOf } from './backoffice-guard';
import { applyImport, previewImport } from './hr-import.service';

/** JSON escaping (quotes, newlines) makes the body a little larger than the CSV text itself. */
const IMPORT_BODY_LIMIT = Math.ceil(HR_IMPORT_MAX_CHARS * 1.25);

/** HR import of employees (ADMIN): preview without writing, then apply in one transaction. */
export async function hrImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = {
    preHandler: requireStaff('ADMIN'),
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: { tags: ['admin-members'], body: hrImportRequestSchema },
  };

  app.post('/admin/members/import/preview', options, async (request, reply) =>
    sendOk(reply, await previewImport(app.db, request.body.csv)),
  );

  app.post('/admin/members/import/apply', options, async (request, reply) => {
    const report = await applyImport(app.db, actorOf(request), request.body.csv);
    const { created, updated, unchanged, rejected } = report.summary;
    const message = `Impor selesai: ${created} baru, ${updated} diperbarui, ${unchanged} tetap, ${rejected} ditolak`;
    return sendOk(reply, report, message);
  });
}

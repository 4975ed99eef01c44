import {
  envelopeSchema,
  HR_IMPORT_MAX_CHARS,
  hrImportReportSchema,
  hrImportRequestSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LONG_JOB_TIMEOUT_MS } from '../../config';
import { sendOk } from '../../plugins/envelope';
import { requireStaff } from '../auth/auth-guard';
import { actorOf } from './backoffice-guard';
import { applyImport, previewImport } from './hr-import.service';

/** JSON escaping (quotes, newlines) makes the body a little larger than the CSV text itself. */
const IMPORT_BODY_LIMIT = Math.ceil(HR_IMPORT_MAX_CHARS * 1.25);

/**
 * New members activate their account through Lupa Password, whose OTP goes to their e-mail: the ADMIN hears
 * which of them cannot, and what to do (their NIKs are in the audit entry of the import).
 */
const withoutEmailNotice = (count: number) =>
  count === 0
    ? ''
    : `. ${count} anggota baru tanpa e-mail belum dapat aktivasi lewat Lupa Password: lengkapi e-mailnya dengan impor ulang, lalu Reset password di menu Anggota`;

/** HR import of employees (ADMIN): preview without writing, then apply in one transaction. */
export async function hrImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = {
    preHandler: requireStaff('ADMIN'),
    bodyLimit: IMPORT_BODY_LIMIT,
    // A whole company's employees at once may take longer than an ordinary request.
    handlerTimeout: LONG_JOB_TIMEOUT_MS,
    schema: {
      tags: ['admin-members'],
      body: hrImportRequestSchema,
      response: { 200: envelopeSchema(hrImportReportSchema) },
    },
  };

  app.post('/admin/members/import/preview', options, async (request, reply) =>
    sendOk(reply, await previewImport(app.db, request.body.csv)),
  );

  app.post('/admin/members/import/apply', options, async (request, reply) => {
    const { createdWithoutEmail, ...report } = await app.metrics.timeJob('hr_member_import', () =>
      applyImport(app.db, actorOf(request), request.body.csv),
    );
    const { created, updated, unchanged, rejected } = report.summary;
    const message = `Impor selesai: ${created} baru, ${updated} diperbarui, ${unchanged} tetap, ${rejected} ditolak`;
    return sendOk(reply, report, message + withoutEmailNotice(createdWithoutEmail.length));
  });
}

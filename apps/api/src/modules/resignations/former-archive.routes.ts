import { envelopeSchema, fileReplySchema, formerArchiveSchema, shuYearParamSchema } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { sendUserFile } from '../../plugins/user-file-reply';
import { exportMemberData } from '../account/data-export.service';
import { formerMemberOf, requireFormerMember } from '../auth/auth-guard';
import { buildSettlementLetter } from '../settlements/settlement-documents.service';
import { buildShuSlip } from '../shu/shu.service';
import { buildClosingStatement } from './closing-statement.service';
import { exportMembershipStatement, getFormerArchive } from './former-archive.service';

const agreementParamSchema = z.object({ agreementNo: z.string().trim().min(1).max(50) });
const noStore = 'private, no-store';

/**
 * The archive of a member who left (docs/decisions/0017-former-member-access.md): the only routes a `former` token
 * opens, every one a read of the member's own documents or data. A member or staff token is refused here, and a
 * `former` token everywhere else (the guards ask for one kind each).
 */
export async function formerArchiveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const former = { preHandler: requireFormerMember };
  const tags = ['former-archive'];
  const file = { 200: fileReplySchema };
  const pdf = (data: Buffer) => ({ data, mime: 'application/pdf' });

  app.get(
    '/Arsip',
    { ...former, schema: { tags, response: { 200: envelopeSchema(formerArchiveSchema) } } },
    async (request, reply) => sendOk(reply, await getFormerArchive(app.db, formerMemberOf(request))),
  );

  app.get('/Arsip/surat-keluar', { ...former, schema: { tags, response: file } }, async (request, reply) => {
    const member = formerMemberOf(request);
    const body = await buildClosingStatement(app.db, member, app.config.publicUrl);
    return sendUserFile(reply, pdf(body), {
      name: `surat-keterangan-keluar-${member.nik}`,
      cacheControl: noStore,
    });
  });

  app.get(
    '/Arsip/surat-lunas/:agreementNo',
    { ...former, schema: { tags, params: agreementParamSchema, response: file } },
    async (request, reply) => {
      const { agreementNo } = request.params;
      const body = await buildSettlementLetter(
        app.db,
        formerMemberOf(request),
        agreementNo,
        app.config.publicUrl,
      );
      return sendUserFile(reply, pdf(body), {
        name: `surat-keterangan-lunas-${agreementNo}`,
        cacheControl: noStore,
      });
    },
  );

  app.get(
    '/Arsip/rekening-simpanan',
    { ...former, schema: { tags, response: file } },
    async (request, reply) => {
      const member = formerMemberOf(request);
      const statement = await exportMembershipStatement(app.db, member, app.config.publicUrl);
      return sendUserFile(
        reply,
        { data: Buffer.from(statement.body), mime: statement.mime },
        { name: `rekening-simpanan-${member.nik}`, cacheControl: noStore },
      );
    },
  );

  app.get(
    '/Arsip/shu/:tahun',
    { ...former, schema: { tags, params: shuYearParamSchema, response: file } },
    async (request, reply) => {
      const member = formerMemberOf(request);
      const body = await buildShuSlip(app.db, member, request.params.tahun, app.config.publicUrl);
      const name = `slip-shu-${request.params.tahun}-${member.nik}`;
      return sendUserFile(reply, pdf(body), { name, cacheControl: noStore });
    },
  );

  app.get('/Arsip/data-saya', { ...former, schema: { tags, response: file } }, async (request, reply) => {
    const archive = await exportMemberData(app.db, formerMemberOf(request).id);
    return sendUserFile(
      reply,
      { data: archive.zip, mime: 'application/zip' },
      { name: archive.fileName, cacheControl: noStore },
    );
  });
}

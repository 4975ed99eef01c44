import {
  adminShuYearParamSchema,
  envelopeSchema,
  fileReplySchema,
  memberShuEstimateReplySchema,
  memberShuListSchema,
  nikParamSchema,
  shuDecisionRequestSchema,
  shuDecisionSchema,
  shuPreviewSchema,
  shuProposalSchema,
  shuYearListSchema,
  shuYearParamSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LONG_JOB_TIMEOUT_MS } from '../../config';
import { forbidden } from '../../errors';
import { sendOk } from '../../plugins/envelope';
import { sendUserFile } from '../../plugins/user-file-reply';
import { memberOf, requireMember, requireStaff } from '../auth/auth-guard';
import { actorOf } from '../backoffice/backoffice-guard';
import { buildShuSlip, listMemberShu } from './shu.service';
import { exportShuCsv, listShuDecisions, postShu, previewShu, saveShuDecision } from './shu-admin.service';
import { estimateShuOfThisYear, proposeShu } from './shu-proposal.service';

/**
 * SHU: the member's share per year, slip and this year's estimate; ADMIN's proposal from the books, RAT decision,
 * preview, posting and export.
 */
export async function shuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: requireMember };
  const adminOnly = { onRequest: requireStaff('ADMIN') };
  // Sharing out a year of the whole cooperative may take longer than an ordinary request.
  const longJob = { ...adminOnly, handlerTimeout: LONG_JOB_TIMEOUT_MS };
  const tags = ['shu'];
  const adminTags = ['admin-shu'];

  app.get(
    '/SHU/:nik',
    {
      ...secured,
      schema: { tags, params: nikParamSchema, response: { 200: envelopeSchema(memberShuListSchema) } },
    },
    async (request, reply) => {
      const member = memberOf(request);
      if (member.nik !== request.params.nik) throw forbidden();
      return sendOk(reply, await listMemberShu(app.db, member.id));
    },
  );

  app.get(
    '/SHU/:nik/perkiraan',
    {
      ...secured,
      schema: {
        tags,
        params: nikParamSchema,
        response: { 200: envelopeSchema(memberShuEstimateReplySchema) },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      if (member.nik !== request.params.nik) throw forbidden();
      return sendOk(reply, await estimateShuOfThisYear(app.db, member.id));
    },
  );

  // A PDF, not an envelope.
  app.get(
    '/SHU/:nik/:tahun/slip',
    {
      ...secured,
      schema: {
        tags,
        params: nikParamSchema.extend(shuYearParamSchema.shape),
        response: { 200: fileReplySchema },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      if (member.nik !== request.params.nik) throw forbidden();
      const pdf = await buildShuSlip(app.db, member, request.params.tahun, app.config.publicUrl);
      return sendUserFile(
        reply,
        { data: pdf, mime: 'application/pdf' },
        { name: `slip-shu-${request.params.tahun}-${member.nik}`, cacheControl: 'private, no-store' },
      );
    },
  );

  app.get(
    '/admin/shu',
    { ...adminOnly, schema: { tags: adminTags, response: { 200: envelopeSchema(shuYearListSchema) } } },
    async (_request, reply) => sendOk(reply, await listShuDecisions(app.db)),
  );

  app.put(
    '/admin/shu/:year',
    {
      ...adminOnly,
      schema: {
        tags: adminTags,
        params: adminShuYearParamSchema,
        body: shuDecisionRequestSchema,
        response: { 200: envelopeSchema(shuDecisionSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await saveShuDecision(app.db, actorOf(request), request.params.year, request.body),
        'Keputusan RAT disimpan',
      ),
  );

  app.get(
    '/admin/shu/:year/proposal',
    {
      ...adminOnly,
      schema: {
        tags: adminTags,
        params: adminShuYearParamSchema,
        response: { 200: envelopeSchema(shuProposalSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await proposeShu(app.db, request.params.year)),
  );

  app.get(
    '/admin/shu/:year/preview',
    {
      ...longJob,
      schema: {
        tags: adminTags,
        params: adminShuYearParamSchema,
        response: { 200: envelopeSchema(shuPreviewSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await previewShu(app.db, request.params.year)),
  );

  app.post(
    '/admin/shu/:year/post',
    {
      ...longJob,
      schema: {
        tags: adminTags,
        params: adminShuYearParamSchema,
        response: { 200: envelopeSchema(shuPreviewSchema) },
      },
    },
    async (request, reply) => {
      const result = await postShu(app.db, actorOf(request), request.params.year);
      const message = result.alreadyPosted
        ? `SHU ${request.params.year} sudah diposting sebelumnya`
        : `SHU ${request.params.year} berhasil diposting`;
      return sendOk(reply, result, message);
    },
  );

  // A file, not an envelope.
  app.get(
    '/admin/shu/:year/export.csv',
    {
      ...longJob,
      schema: { tags: adminTags, params: adminShuYearParamSchema, response: { 200: fileReplySchema } },
    },
    async (request, reply) =>
      sendUserFile(
        reply,
        { data: await exportShuCsv(app.db, request.params.year), mime: 'text/csv; charset=utf-8' },
        { name: `shu-${request.params.year}`, cacheControl: 'private, no-store' },
      ),
  );
}

import {
  amortisationHistoryItemSchema,
  amortisationReportSchema,
  envelopeSchema,
  fileReplySchema,
  idParamSchema,
  nikParamSchema,
  paymentHistoryRowSchema,
  recordIdSchema,
  settlementActionReplySchema,
  settlementDetailSchema,
  settlementProofSchema,
  settlementRequestSchema,
  settlementStatusSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../errors';
import { sendOk } from '../../plugins/envelope';
import { sendUserFile } from '../../plugins/user-file-reply';
import { memberOf, requireMember } from '../auth/auth-guard';
import { buildSettlementLetter, exportSchedule } from './settlement-documents.service';
import {
  getAmortisationReport,
  getPaymentHistory,
  getSettlementDetail,
  getSettlementStatus,
  listAmortisationHistory,
  requestSettlement,
  uploadSettlementProof,
} from './settlements.service';

const agreementParamSchema = z.object({ agreementNo: z.string().trim().min(1).max(50) });
const settlementParamSchema = z.object({ settlementId: recordIdSchema });
/** A proof photo up to 5 MB as base64. */
const PROOF_BODY_LIMIT = 8 * 1024 * 1024;

/** The member's repayment and early-settlement calls (docs/product/api.md Loan). */
export async function settlementsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: requireMember };
  const tags = ['settlements'];
  const file = { 200: fileReplySchema };
  const action = { 200: envelopeSchema(settlementActionReplySchema) };

  app.get(
    '/ListAmortisasi/:agreementNo',
    {
      ...secured,
      schema: {
        tags,
        params: agreementParamSchema,
        response: { 200: envelopeSchema(amortisationReportSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await getAmortisationReport(app.db, memberOf(request), request.params.agreementNo)),
  );

  for (const path of ['/StatusPelunasan/:agreementNo', '/StatusPetermination/:agreementNo']) {
    app.get(
      path,
      {
        ...secured,
        schema: {
          tags,
          params: agreementParamSchema,
          response: { 200: envelopeSchema(settlementStatusSchema) },
        },
      },
      async (request, reply) =>
        sendOk(reply, await getSettlementStatus(app.db, memberOf(request), request.params.agreementNo)),
    );
  }

  app.get(
    '/ListAmortisasi/:agreementNo/export.:format',
    {
      ...secured,
      schema: {
        tags,
        params: agreementParamSchema.extend({ format: z.enum(['csv', 'pdf']) }),
        response: file,
      },
    },
    async (request, reply) => {
      const file = await exportSchedule(
        app.db,
        memberOf(request),
        request.params.agreementNo,
        request.params.format,
        app.config.publicUrl,
      );
      return sendUserFile(
        reply,
        { data: file.body, mime: file.mime },
        { name: `jadwal-angsuran-${request.params.agreementNo}` },
      );
    },
  );

  app.get(
    '/SuratLunas/:agreementNo',
    { ...secured, schema: { tags, params: agreementParamSchema, response: file } },
    async (request, reply) => {
      const pdf = await buildSettlementLetter(
        app.db,
        memberOf(request),
        request.params.agreementNo,
        app.config.publicUrl,
      );
      return sendUserFile(
        reply,
        { data: pdf, mime: 'application/pdf' },
        { name: `surat-keterangan-lunas-${request.params.agreementNo}` },
      );
    },
  );

  app.get(
    '/DetailPelunasan/:id',
    {
      ...secured,
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(settlementDetailSchema) } },
    },
    async (request, reply) =>
      sendOk(reply, await getSettlementDetail(app.db, memberOf(request), request.params.id)),
  );

  app.get(
    '/HistoryAmortisasi/:nik',
    {
      ...secured,
      schema: {
        tags,
        params: nikParamSchema,
        response: { 200: envelopeSchema(z.array(amortisationHistoryItemSchema)) },
      },
    },
    async (request, reply) => {
      if (request.auth?.nik !== request.params.nik) throw forbidden();
      return sendOk(reply, await listAmortisationHistory(app.db, memberOf(request)));
    },
  );

  app.get(
    '/HistoryPembayaran/:agreementNo',
    {
      ...secured,
      schema: {
        tags,
        params: agreementParamSchema,
        response: { 200: envelopeSchema(z.array(paymentHistoryRowSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await getPaymentHistory(app.db, memberOf(request), request.params.agreementNo)),
  );

  app.post(
    '/Pelunasan',
    { ...secured, schema: { tags, body: settlementRequestSchema, response: action } },
    async (request, reply) => {
      const result = await requestSettlement(app.db, memberOf(request), request.body);
      return sendOk(reply, result, result.status);
    },
  );

  app.post(
    '/UploadBuktiPelunasan/:settlementId',
    {
      ...secured,
      bodyLimit: PROOF_BODY_LIMIT,
      schema: { tags, params: settlementParamSchema, body: settlementProofSchema, response: action },
    },
    async (request, reply) => {
      const result = await uploadSettlementProof(
        app.db,
        memberOf(request),
        request.params.settlementId,
        request.body.BuktiPelunasan,
      );
      return sendOk(reply, result, result.status);
    },
  );
}

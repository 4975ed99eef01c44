import {
  accountBookQuerySchema,
  accountBookSchema,
  accountCodeParamSchema,
  cashFlowSchema,
  envelopeSchema,
  equityChangesSchema,
  fileReplySchema,
  financialPositionSchema,
  ledgerReportFormatParamSchema,
  operatingResultSchema,
  type ReportRangeQuery,
  reportDateQuerySchema,
  reportRangeQuerySchema,
} from '@kopkar/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { sendOk } from '../../plugins/envelope';
import { requireStaff } from '../auth/auth-guard';
import { exportAccountBook, getAccountBook } from './ledger-account-book.service';
import {
  exportLedgerReport,
  getCashFlow,
  getEquityChanges,
  getFinancialPosition,
  getOperatingResult,
} from './ledger-reports.service';

type RangeReport = 'hasil-usaha' | 'arus-kas' | 'perubahan-ekuitas';

/** A statement file, built from the books on each call: downloaded, never cached. */
function sendReportFile(reply: FastifyReply, file: { fileName: string; mime: string; body: Buffer }) {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}

/**
 * The SAK EP statements of the books (Permenkop UKM 2/2024), for FINANCE (and ADMIN): each as JSON, as a PDF and
 * as a workbook (`.pdf`, `.xlsx`), for the period asked beside the same period a year before.
 */
export async function ledgerReportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const finance = { preHandler: requireStaff('FINANCE') };
  const tags = ['admin-ledger'];
  const file = { 200: fileReplySchema };
  const params = ledgerReportFormatParamSchema;

  app.get(
    '/admin/reports/posisi-keuangan',
    {
      ...finance,
      schema: {
        tags,
        querystring: reportDateQuerySchema,
        response: { 200: envelopeSchema(financialPositionSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await getFinancialPosition(app.db, request.query)),
  );

  app.get(
    '/admin/reports/posisi-keuangan.:format',
    { ...finance, schema: { tags, params, querystring: reportDateQuerySchema, response: file } },
    async (request, reply) => {
      const report = { report: 'posisi-keuangan', query: request.query } as const;
      return sendReportFile(reply, await exportLedgerReport(app.db, report, request.params.format));
    },
  );

  /** A statement over a range: as JSON, and as a file by its extension. */
  const rangeReport = <Reply extends z.ZodType>(
    report: RangeReport,
    replySchema: Reply,
    read: (db: Database, query: ReportRangeQuery) => Promise<z.infer<Reply>>,
  ) => {
    // Declared as a plain schema: the reply is `read`'s, typed by the caller's pairing of the two.
    const response: { 200: z.ZodType } = { 200: envelopeSchema(replySchema) };
    app.get(
      `/admin/reports/${report}`,
      { ...finance, schema: { tags, querystring: reportRangeQuerySchema, response } },
      async (request, reply) => sendOk(reply, await read(app.db, request.query)),
    );
    app.get(
      `/admin/reports/${report}.:format`,
      { ...finance, schema: { tags, params, querystring: reportRangeQuerySchema, response: file } },
      async (request, reply) =>
        sendReportFile(
          reply,
          await exportLedgerReport(app.db, { report, query: request.query }, request.params.format),
        ),
    );
  };
  rangeReport('hasil-usaha', operatingResultSchema, getOperatingResult);
  rangeReport('arus-kas', cashFlowSchema, getCashFlow);
  rangeReport('perubahan-ekuitas', equityChangesSchema, getEquityChanges);

  // Buku besar per account: a page of its lines as JSON, every line of the range as a file.
  app.get(
    '/admin/reports/buku-besar/:code',
    {
      ...finance,
      schema: {
        tags,
        params: accountCodeParamSchema,
        querystring: accountBookQuerySchema,
        response: { 200: envelopeSchema(accountBookSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await getAccountBook(app.db, request.params.code, request.query)),
  );
  app.get(
    '/admin/reports/buku-besar/:code.:format',
    {
      ...finance,
      schema: {
        tags,
        params: params.extend(accountCodeParamSchema.shape),
        querystring: reportRangeQuerySchema,
        response: file,
      },
    },
    async (request, reply) =>
      sendReportFile(
        reply,
        await exportAccountBook(app.db, request.params.code, request.query, request.params.format),
      ),
  );
}

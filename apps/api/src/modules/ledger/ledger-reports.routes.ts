import {
  cashFlowSchema,
  envelopeSchema,
  equityChangesSchema,
  fileReplySchema,
  financialPositionSchema,
  ledgerReportFormatParamSchema,
  operatingResultSchema,
  reportDateQuerySchema,
  reportRangeQuerySchema,
} from '@kopkar/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff } from '../auth/auth-guard';
import {
  exportLedgerReport,
  getCashFlow,
  getEquityChanges,
  getFinancialPosition,
  getOperatingResult,
} from './ledger-reports.service';

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

  app.get(
    '/admin/reports/hasil-usaha',
    {
      ...finance,
      schema: {
        tags,
        querystring: reportRangeQuerySchema,
        response: { 200: envelopeSchema(operatingResultSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await getOperatingResult(app.db, request.query)),
  );

  app.get(
    '/admin/reports/hasil-usaha.:format',
    { ...finance, schema: { tags, params, querystring: reportRangeQuerySchema, response: file } },
    async (request, reply) => {
      const report = { report: 'hasil-usaha', query: request.query } as const;
      return sendReportFile(reply, await exportLedgerReport(app.db, report, request.params.format));
    },
  );

  app.get(
    '/admin/reports/arus-kas',
    {
      ...finance,
      schema: {
        tags,
        querystring: reportRangeQuerySchema,
        response: { 200: envelopeSchema(cashFlowSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await getCashFlow(app.db, request.query)),
  );

  app.get(
    '/admin/reports/arus-kas.:format',
    { ...finance, schema: { tags, params, querystring: reportRangeQuerySchema, response: file } },
    async (request, reply) => {
      const report = { report: 'arus-kas', query: request.query } as const;
      return sendReportFile(reply, await exportLedgerReport(app.db, report, request.params.format));
    },
  );

  app.get(
    '/admin/reports/perubahan-ekuitas',
    {
      ...finance,
      schema: {
        tags,
        querystring: reportRangeQuerySchema,
        response: { 200: envelopeSchema(equityChangesSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await getEquityChanges(app.db, request.query)),
  );

  app.get(
    '/admin/reports/perubahan-ekuitas.:format',
    { ...finance, schema: { tags, params, querystring: reportRangeQuerySchema, response: file } },
    async (request, reply) => {
      const report = { report: 'perubahan-ekuitas', query: request.query } as const;
      return sendReportFile(reply, await exportLedgerReport(app.db, report, request.params.format));
    },
  );
}

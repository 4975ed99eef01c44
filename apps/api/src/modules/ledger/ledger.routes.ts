import {
  accountCodeParamSchema,
  closedPeriodRowSchema,
  closedPeriodSchema,
  createAccountRequestSchema,
  envelopeSchema,
  journalEntrySchema,
  journalIdParamSchema,
  journalListQuerySchema,
  ledgerAccountSchema,
  ledgerDateQuerySchema,
  ledgerMonthParamSchema,
  manualJournalRequestSchema,
  reconciliationSchema,
  renameAccountRequestSchema,
  reverseJournalRequestSchema,
  todayInJakarta,
  trialBalanceSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff, staffIdOf } from '../auth/auth-guard';
import { reconcile, trialBalance } from './ledger.service';
import { createLedgerAccount, listLedgerAccounts, renameLedgerAccount } from './ledger-accounts.service';
import { approveJournal, createManualJournal, listJournals, reverseJournal } from './ledger-journals.service';
import { closeLedgerMonth, listLedgerPeriods } from './ledger-periods.service';

/**
 * The cooperative's books (docs/product/ledger.md): FINANCE enters manual entries, approves other staff members'
 * entries and closes months; ADMIN configures accounts; both read.
 */
export async function ledgerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const finance = { preHandler: requireStaff('FINANCE') };
  const admin = { preHandler: requireStaff('ADMIN') };
  const tags = ['admin-ledger'];
  const staffOf = (request: Parameters<typeof staffIdOf>[0]) => ({ id: staffIdOf(request) });
  const accountReply = { 200: envelopeSchema(ledgerAccountSchema) };

  app.get(
    '/admin/ledger/accounts',
    { ...finance, schema: { tags, response: { 200: envelopeSchema(z.array(ledgerAccountSchema)) } } },
    async (_request, reply) => sendOk(reply, await listLedgerAccounts(app.db)),
  );

  app.post(
    '/admin/ledger/accounts',
    {
      ...admin,
      schema: {
        tags,
        body: createAccountRequestSchema,
        response: accountReply,
      },
    },
    async (request, reply) =>
      sendOk(reply, await createLedgerAccount(app.db, staffOf(request), request.body), 'Akun ditambahkan'),
  );

  app.patch(
    '/admin/ledger/accounts/:code',
    {
      ...admin,
      schema: {
        tags,
        params: accountCodeParamSchema,
        body: renameAccountRequestSchema,
        response: accountReply,
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      return sendOk(
        reply,
        await renameLedgerAccount(app.db, staffOf(request), code, request.body.name),
        'Nama akun disimpan',
      );
    },
  );

  app.get(
    '/admin/ledger/trial-balance',
    {
      ...finance,
      schema: {
        tags,
        querystring: ledgerDateQuerySchema,
        response: { 200: envelopeSchema(trialBalanceSchema) },
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? todayInJakarta();
      return sendOk(reply, { date, ...(await trialBalance(app.db, date)) });
    },
  );

  app.get(
    '/admin/ledger/reconciliation',
    {
      ...finance,
      schema: {
        tags,
        querystring: ledgerDateQuerySchema,
        response: { 200: envelopeSchema(reconciliationSchema) },
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? todayInJakarta();
      return sendOk(reply, { date, ...(await reconcile(app.db, date)) });
    },
  );

  app.get(
    '/admin/ledger/journals',
    {
      ...finance,
      schema: {
        tags,
        querystring: journalListQuerySchema,
        response: { 200: envelopeSchema(z.array(journalEntrySchema)) },
      },
    },
    async (request, reply) => sendOk(reply, await listJournals(app.db, request.query)),
  );

  app.post(
    '/admin/ledger/journals',
    {
      ...finance,
      schema: {
        tags,
        body: manualJournalRequestSchema,
        response: { 200: envelopeSchema(journalEntrySchema) },
      },
    },
    async (request, reply) => {
      const entry = await createManualJournal(app.db, staffOf(request), request.body);
      return sendOk(reply, entry, 'Jurnal disimpan dan menunggu persetujuan petugas lain');
    },
  );

  app.post(
    '/admin/ledger/journals/:id/approve',
    {
      ...finance,
      schema: { tags, params: journalIdParamSchema, response: { 200: envelopeSchema(journalEntrySchema) } },
    },
    async (request, reply) =>
      sendOk(reply, await approveJournal(app.db, staffOf(request), request.params.id), 'Jurnal diposting'),
  );

  app.post(
    '/admin/ledger/journals/:id/reverse',
    {
      ...finance,
      schema: {
        tags,
        params: journalIdParamSchema,
        body: reverseJournalRequestSchema,
        response: { 200: envelopeSchema(journalEntrySchema) },
      },
    },
    async (request, reply) => {
      const entry = await reverseJournal(app.db, staffOf(request), request.params.id, request.body);
      return sendOk(reply, entry, 'Jurnal pembalik disimpan dan menunggu persetujuan petugas lain');
    },
  );

  app.get(
    '/admin/ledger/periods',
    { ...finance, schema: { tags, response: { 200: envelopeSchema(z.array(closedPeriodRowSchema)) } } },
    async (_request, reply) => sendOk(reply, await listLedgerPeriods(app.db)),
  );

  app.post(
    '/admin/ledger/periods/:month/close',
    {
      ...finance,
      schema: { tags, params: ledgerMonthParamSchema, response: { 200: envelopeSchema(closedPeriodSchema) } },
    },
    async (request, reply) => {
      const closed = await closeLedgerMonth(app.db, staffOf(request), request.params.month);
      return sendOk(reply, closed, `Periode ${closed.month} ditutup`);
    },
  );
}

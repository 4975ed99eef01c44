import {
  adminResignationDetailSchema,
  adminResignationSummarySchema,
  envelopeSchema,
  idParamSchema,
  myResignationSchema,
  resignationRejectSchema,
  resignationRequestSchema,
  resignationSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { memberOf, requireMember, requireStaff, staffIdOf } from '../auth/auth-guard';
import { requireActiveStaff } from '../staff/staff-auth.service';
import { getMyResignation, requestResignation, withdrawResignation } from './resignations.service';
import {
  approveResignation,
  getResignationDetail,
  listResignationQueue,
  rejectResignation,
} from './resignations-admin.service';

const resignationReply = { 200: envelopeSchema(resignationSchema) };

/** Leaving the cooperative: the member's quote and request; FINANCE's desk to approve or refuse. */
export async function resignationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: requireMember };
  const finance = { onRequest: requireStaff('FINANCE') };
  const tags = ['resignations'];

  app.get(
    '/Keluar',
    { ...secured, schema: { tags, response: { 200: envelopeSchema(myResignationSchema) } } },
    async (request, reply) => sendOk(reply, await getMyResignation(app.db, memberOf(request))),
  );

  app.post(
    '/Keluar',
    { ...secured, schema: { tags, body: resignationRequestSchema, response: resignationReply } },
    async (request, reply) =>
      sendOk(
        reply,
        await requestResignation(app.db, memberOf(request), request.body),
        'Pengajuan keluar terkirim dan menunggu persetujuan bagian keuangan',
      ),
  );

  app.post(
    '/Keluar/:id/batal',
    { ...secured, schema: { tags, params: idParamSchema, response: resignationReply } },
    async (request, reply) =>
      sendOk(
        reply,
        await withdrawResignation(app.db, memberOf(request), request.params.id),
        'Pengajuan keluar dibatalkan',
      ),
  );

  app.get(
    '/admin/resignations',
    {
      ...finance,
      schema: { tags, response: { 200: envelopeSchema(z.array(adminResignationSummarySchema)) } },
    },
    async (_request, reply) => sendOk(reply, await listResignationQueue(app.db)),
  );

  app.get(
    '/admin/resignations/:id',
    {
      ...finance,
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeSchema(adminResignationDetailSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await getResignationDetail(app.db, request.params.id)),
  );

  app.post(
    '/admin/resignations/:id/approve',
    { ...finance, schema: { tags, params: idParamSchema, response: resignationReply } },
    async (request, reply) => {
      const staff = await requireActiveStaff(app.db, staffIdOf(request));
      const result = await approveResignation(app.db, staff, request.params.id);
      return sendOk(reply, result, 'Pengunduran diri disetujui, keanggotaan ditutup');
    },
  );

  app.post(
    '/admin/resignations/:id/reject',
    {
      ...finance,
      schema: { tags, params: idParamSchema, body: resignationRejectSchema, response: resignationReply },
    },
    async (request, reply) => {
      const staff = await requireActiveStaff(app.db, staffIdOf(request));
      const result = await rejectResignation(app.db, staff, request.params.id, request.body.reason);
      return sendOk(reply, result, 'Pengajuan keluar ditolak');
    },
  );
}

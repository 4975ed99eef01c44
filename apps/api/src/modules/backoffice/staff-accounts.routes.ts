import {
  createStaffRequestSchema,
  envelopeSchema,
  idParamSchema,
  staffAccountSchema,
  updateStaffRequestSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff } from '../auth/auth-guard';
import { actorOf } from './backoffice-guard';
import {
  createStaffAccount,
  listStaffAccounts,
  setStaffActive,
  updateStaffAccount,
} from './staff-accounts.service';

/** Staff accounts: ADMIN only. */
export async function staffAccountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { preHandler: requireStaff('ADMIN') };
  const tags = ['admin-staff'];

  app.get(
    '/admin/staff',
    { ...adminOnly, schema: { tags, response: { 200: envelopeSchema(z.array(staffAccountSchema)) } } },
    async (_request, reply) => sendOk(reply, await listStaffAccounts(app.db)),
  );

  app.post(
    '/admin/staff',
    {
      ...adminOnly,
      schema: { tags, body: createStaffRequestSchema, response: { 201: envelopeSchema(staffAccountSchema) } },
    },
    async (request, reply) =>
      sendOk(reply, await createStaffAccount(app.db, actorOf(request), request.body), 'Petugas dibuat', 201),
  );

  app.patch(
    '/admin/staff/:id',
    {
      ...adminOnly,
      schema: {
        tags,
        params: idParamSchema,
        body: updateStaffRequestSchema,
        response: { 200: envelopeSchema(staffAccountSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await updateStaffAccount(app.db, actorOf(request), request.params.id, request.body),
        'Data petugas diperbarui',
      ),
  );

  for (const [action, isActive, message] of [
    ['disable', false, 'Akun petugas dinonaktifkan'],
    ['enable', true, 'Akun petugas diaktifkan'],
  ] as const) {
    app.post(
      `/admin/staff/:id/${action}`,
      {
        ...adminOnly,
        schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(staffAccountSchema) } },
      },
      async (request, reply) =>
        sendOk(reply, await setStaffActive(app.db, actorOf(request), request.params.id, isActive), message),
    );
  }
}

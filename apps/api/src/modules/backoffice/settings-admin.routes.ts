import {
  envelopeSchema,
  settingKeyParamSchema,
  settingRowSchema,
  updateSettingRequestSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOk } from '../../plugins/envelope';
import { requireStaff } from '../auth/auth-guard';
import { actorOf } from './backoffice-guard';
import { listSettings, updateSetting } from './settings-admin.service';

/** Settings of docs/product/README.md and the cooperative's brand (ADMIN). Unknown keys get 422. */
export async function settingsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { preHandler: requireStaff('ADMIN') };
  const tags = ['admin-settings'];

  app.get(
    '/admin/settings',
    { ...adminOnly, schema: { tags, response: { 200: envelopeSchema(z.array(settingRowSchema)) } } },
    async (_request, reply) => sendOk(reply, await listSettings(app.db)),
  );

  app.put(
    '/admin/settings/:key',
    {
      ...adminOnly,
      schema: {
        tags,
        params: settingKeyParamSchema,
        body: updateSettingRequestSchema,
        response: { 200: envelopeSchema(settingRowSchema) },
      },
    },
    async (request, reply) => {
      const setting = await updateSetting(app.db, actorOf(request), request.params.key, request.body.value);
      return sendOk(reply, setting, 'Pengaturan disimpan');
    },
  );
}

import { envelopeSchema, publicSettingsSchema } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import { sendOk } from '../../plugins/envelope';
import { getPublicSettings } from './settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  app.get(
    '/public-settings',
    { schema: { tags: ['settings'], response: { 200: envelopeSchema(publicSettingsSchema) } } },
    async (_request, reply) => sendOk(reply, await getPublicSettings(app.db)),
  );
}

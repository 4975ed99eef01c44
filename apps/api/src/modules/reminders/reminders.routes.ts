import {
  envelopeSchema,
  pushDeviceCountSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  reminderPreferenceSchema,
  reminderSettingsSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendOk } from '../../plugins/envelope';
import { memberIdOf, requireMember } from '../auth/auth-guard';
import {
  choosePreference,
  getReminderSettings,
  subscribeDevice,
  unsubscribeDevice,
} from './reminders.service';

/**
 * The signed-in member's reminders: choices per kind and channel, and this device's Web Push
 * subscription. Every call acts on the token's member only; the guard runs onRequest.
 */
export async function remindersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: requireMember };
  const tags = ['reminders'];
  const devices = { 200: envelopeSchema(pushDeviceCountSchema) };

  app.get(
    '/reminders',
    { ...secured, schema: { tags, response: { 200: envelopeSchema(reminderSettingsSchema) } } },
    async (request, reply) => sendOk(reply, await getReminderSettings(app, memberIdOf(request))),
  );

  app.put(
    '/reminders/preferences',
    {
      ...secured,
      schema: {
        tags,
        body: reminderPreferenceSchema,
        response: { 200: envelopeSchema(reminderPreferenceSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await choosePreference(app, memberIdOf(request), request.body)),
  );

  app.post(
    '/reminders/push-subscriptions',
    { ...secured, schema: { tags, body: pushSubscriptionSchema, response: devices } },
    async (request, reply) => sendOk(reply, await subscribeDevice(app, memberIdOf(request), request.body)),
  );

  // A body on DELETE: the endpoint is a URL the browser knows, too long and too secret for a path or a query.
  app.delete(
    '/reminders/push-subscriptions',
    { ...secured, schema: { tags, body: pushUnsubscribeSchema, response: devices } },
    async (request, reply) =>
      sendOk(reply, await unsubscribeDevice(app, memberIdOf(request), request.body.endpoint)),
  );
}

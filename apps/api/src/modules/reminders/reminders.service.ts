import {
  ErrorCode,
  type PushSubscriptionInput,
  type ReminderChannel,
  type ReminderKind,
  type ReminderPreferenceInput,
  type ReminderSettings,
  resolveReminderPreferences,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { problemOfPushEndpoint, pushEndpointPolicyOf } from './push-endpoint';
import {
  countSubscriptions,
  deleteSubscription,
  findPreferences,
  readDeliveryQueueStatus,
  savePreference,
  saveSubscription,
} from './reminders.repository';
import { vapidKeysOf } from './vapid';

type App = Pick<FastifyInstance, 'db' | 'config'>;

/** The member's choices (every kind × channel, defaults filled in), the push key and their device count. */
export async function getReminderSettings(app: App, memberId: number): Promise<ReminderSettings> {
  const [stored, keys, pushDevices] = await Promise.all([
    findPreferences(app.db, memberId),
    vapidKeysOf(app),
    countSubscriptions(app.db, memberId),
  ]);
  const preferences = resolveReminderPreferences(
    stored.map((row) => ({
      kind: row.kind as ReminderKind,
      channel: row.channel as ReminderChannel,
      enabled: row.enabled,
    })),
  );
  return { preferences, pushPublicKey: keys?.publicKey ?? null, pushDevices };
}

export async function choosePreference(app: App, memberId: number, choice: ReminderPreferenceInput) {
  await savePreference(app.db, memberId, choice);
  return choice;
}

/**
 * Stores this device's subscription. Refused when push is off on this server, and for an endpoint the server
 * must not call: not a known push service in production, or a host that is not public (push-endpoint.ts; the
 * same check runs again at every send).
 */
export async function subscribeDevice(app: App, memberId: number, input: PushSubscriptionInput) {
  if (!(await vapidKeysOf(app))) {
    throw new AppError(ErrorCode.VALIDATION, 'Notifikasi push belum diaktifkan di server koperasi.');
  }
  if (await problemOfPushEndpoint(input.endpoint, pushEndpointPolicyOf(app.config))) {
    throw new AppError(ErrorCode.VALIDATION, 'Alamat layanan push tidak valid');
  }
  await saveSubscription(app.db, memberId, input);
  return { pushDevices: await countSubscriptions(app.db, memberId) };
}

/** Deletes this device's subscription; another member's (or an unknown) endpoint is not found. */
export async function unsubscribeDevice(app: App, memberId: number, endpoint: string) {
  if (!(await deleteSubscription(app.db, memberId, endpoint))) {
    throw notFound('Langganan notifikasi tidak ditemukan');
  }
  return { pushDevices: await countSubscriptions(app.db, memberId) };
}

/** The reminder deliveries' backlog and outcomes for ADMIN's outbox page (backoffice module). */
export function getReminderQueueStatus(db: Database) {
  return readDeliveryQueueStatus(db);
}

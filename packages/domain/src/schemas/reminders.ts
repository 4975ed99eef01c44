import { z } from 'zod';
import { REMINDER_CHANNELS, REMINDER_KINDS, REPAYMENT_CHANNELS } from '../reminders';

/**
 * The member's reminder choices and push subscriptions: GET/PUT /reminders/preferences,
 * GET /reminders/push-key, POST/DELETE /reminders/push-subscriptions.
 */
export const reminderPreferenceSchema = z.object({
  kind: z.enum(REMINDER_KINDS, 'Jenis pengingat tidak dikenal'),
  channel: z.enum(REMINDER_CHANNELS, 'Saluran pengingat tidak dikenal'),
  enabled: z.boolean('Pilih aktif atau tidak'),
});
export type ReminderPreferenceInput = z.infer<typeof reminderPreferenceSchema>;

export const reminderSettingsSchema = z.object({
  preferences: z.array(reminderPreferenceSchema),
  /** The server's VAPID public key (base64url), or null when push is not configured on this server. */
  pushPublicKey: z.string().nullable(),
  /** How many of the member's devices are subscribed to push. */
  pushDevices: z.number().int().min(0),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** base64url of `bytes` bytes, padded or not: what PushSubscription.toJSON() gives for its keys. */
const base64UrlOfLength = (bytes: number, message: string) => {
  const length = Math.ceil((bytes * 4) / 3);
  return z.string(message).regex(new RegExp(`^[A-Za-z0-9_-]{${length}}=*$`), message);
};

/**
 * A browser's PushSubscription as toJSON() gives it: the push service's https URL without credentials (every push
 * service is https; where it may point is the API's check, apps/api/src/modules/reminders/push-endpoint.ts), the
 * P-256 public key (65 bytes) and the 16-byte auth secret.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: 'Alamat layanan push tidak valid' })
    .max(1000, 'Alamat layanan push terlalu panjang')
    .refine((endpoint) => !/^https:\/\/[^/?#]*@/i.test(endpoint), 'Alamat layanan push tidak valid')
    .meta({ description: 'An https URL without credentials (no `user@` before the host).' }),
  keys: z.object(
    {
      p256dh: base64UrlOfLength(65, 'Kunci langganan push tidak valid'),
      auth: base64UrlOfLength(16, 'Kunci autentikasi push tidak valid'),
    },
    'Kunci langganan push wajib diisi',
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string('Alamat layanan push wajib diisi').min(1).max(1000),
});

export const pushDeviceCountSchema = z.object({ pushDevices: z.number().int().min(0) });

/** PUT /admin/members/{id}/repayment-channel (ADMIN) and its reply. */
export const repaymentChannelRequestSchema = z.object({
  repaymentChannel: z.enum(REPAYMENT_CHANNELS, 'Pilih cara bayar angsuran'),
});
export const repaymentChannelReplySchema = z.object({
  id: z.number().int(),
  repaymentChannel: z.enum(REPAYMENT_CHANNELS),
});

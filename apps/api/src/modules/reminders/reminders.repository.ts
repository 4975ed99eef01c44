import {
  PUSH_DEVICES_MAX,
  type PushSubscriptionInput,
  type ReminderChannel,
  type ReminderPreferenceInput,
} from '@kopkar/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions, reminderPreferences } from '../../db/schema';
import { readJobQueueStatus } from '../../plugins/job-queue-status';

export async function findPreferences(db: Database, memberId: number) {
  return db
    .select({
      kind: reminderPreferences.kind,
      channel: reminderPreferences.channel,
      enabled: reminderPreferences.enabled,
    })
    .from(reminderPreferences)
    .where(eq(reminderPreferences.memberId, memberId));
}

/** One statement: the last choice wins, however many arrive at once. */
export async function savePreference(db: Database, memberId: number, choice: ReminderPreferenceInput) {
  await db
    .insert(reminderPreferences)
    .values({ memberId, ...choice })
    .onConflictDoUpdate({
      target: [reminderPreferences.memberId, reminderPreferences.kind, reminderPreferences.channel],
      set: { enabled: choice.enabled, updatedAt: sql`now()` },
    });
}

export async function countSubscriptions(db: Database, memberId: number): Promise<number> {
  return db.$count(pushSubscriptions, eq(pushSubscriptions.memberId, memberId));
}

/**
 * Stores a browser's subscription; the endpoint is unique, so subscribing again (or another member signing in
 * on the same browser) updates the one row: the device belongs to whoever subscribed it last. The member keeps
 * at most PUSH_DEVICES_MAX devices, the least recently subscribed going first; an advisory lock per member
 * makes the count hold whatever number of subscriptions arrive at once.
 */
export async function saveSubscription(db: Database, memberId: number, input: PushSubscriptionInput) {
  const values = { memberId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kopkar:push-devices'), ${memberId})`);
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { memberId, p256dh: values.p256dh, auth: values.auth, subscribedAt: sql`now()` },
      });
    await tx.execute(sql`
      delete from push_subscriptions
      where member_id = ${memberId} and id not in (
        select id from push_subscriptions where member_id = ${memberId}
        order by subscribed_at desc, id desc limit ${PUSH_DEVICES_MAX})`);
  });
}

/** Deletes the member's own subscription of `endpoint`; answers whether there was one. */
export async function deleteSubscription(db: Database, memberId: number, endpoint: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** The delivery job table's backlog per channel, sent and failed counts, latest failures (no body, no member). */
export function readDeliveryQueueStatus(db: Database) {
  return readJobQueueStatus<ReminderChannel>(db, 'reminder_deliveries', { lane: 'channel', title: 'title' });
}

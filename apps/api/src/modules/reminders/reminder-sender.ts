import type { Agent } from 'node:https';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { Database } from '../../db/client';
import { members, pushSubscriptions, reminderDeliveries } from '../../db/schema';
import { enqueueMail } from '../../plugins/mail-outbox';
import type { VapidKeys } from './vapid';

const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;
/** A push service keeps an undelivered message this long (seconds) while the device is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

type PushMessage = { title: string; body: string; url: string };
type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
/** Sends one message to one device; throws a WebPushError when the push service refuses it. */
export type PushSend = (target: PushTarget, message: PushMessage) => Promise<void>;

/**
 * web-push's sendNotification signed with the server's VAPID keys: the payload is encrypted (aes128gcm, RFC 8291)
 * for the device's keys. `agent` lets a test trust its local push service's certificate.
 */
export function createPushSend(keys: VapidKeys, agent?: Agent): PushSend {
  return async (target, message) => {
    await webpush.sendNotification(target, JSON.stringify(message), {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      ...(agent ? { agent } : {}),
    });
  };
}

/** The push service says the subscription is gone (expired or unsubscribed): delete it, never retry. */
const isGone = (error: unknown) =>
  error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410);

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

/** Due rows, locked for this transaction; rows another process holds are skipped, never waited for. */
function claimDue(tx: Tx, withPush: boolean) {
  return tx
    .select({
      delivery: reminderDeliveries,
      email: members.email,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(reminderDeliveries)
    .innerJoin(members, eq(members.id, reminderDeliveries.memberId))
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, reminderDeliveries.subscriptionId))
    .where(
      and(
        eq(reminderDeliveries.status, 'PENDING'),
        lte(reminderDeliveries.sendAfter, sql`now()`),
        withPush ? undefined : eq(reminderDeliveries.channel, 'EMAIL'),
      ),
    )
    .orderBy(asc(reminderDeliveries.id))
    .limit(BATCH_SIZE)
    .for('update', { of: reminderDeliveries, skipLocked: true });
}

async function sendOne(tx: Tx, row: Claimed, push: PushSend | null): Promise<void> {
  const { delivery } = row;
  if (delivery.channel === 'EMAIL') {
    if (!row.email) throw new Error('member has no e-mail address');
    // The outbox sends it (with its own retries) once this transaction commits.
    const body = `${delivery.body}\n\nLihat rinciannya di portal anggota koperasi.`;
    await enqueueMail(tx, { to: row.email, subject: delivery.title, body });
    return;
  }
  if (!push || !row.endpoint || !row.p256dh || !row.auth) throw new Error('push is not configured');
  const { title, body, url } = delivery;
  await push({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, { title, body, url });
}

/**
 * Sends one batch of due reminders (ADR 0010): claimed with FOR UPDATE SKIP LOCKED, so any number of
 * API processes share the work and each row is sent by one of them; marked SENT, or retried with exponential
 * backoff up to 5 attempts, then FAILED. A device the push service calls gone (404/410) is deleted with its rows.
 * Answers how many rows were claimed. Without push keys, push rows wait (e-mail still goes).
 */
export async function deliverPendingReminders(db: Database, push: PushSend | null): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDue(tx, push !== null);
    for (const row of due) {
      const id = row.delivery.id;
      try {
        await sendOne(tx, row, push);
        await tx
          .update(reminderDeliveries)
          .set({ status: 'SENT', sentAt: sql`now()`, attempts: row.delivery.attempts + 1 })
          .where(eq(reminderDeliveries.id, id));
      } catch (error) {
        if (isGone(error) && row.delivery.subscriptionId !== null) {
          await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.delivery.subscriptionId));
          continue;
        }
        const attempts = row.delivery.attempts + 1;
        await tx
          .update(reminderDeliveries)
          .set({
            attempts,
            status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
            lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
            sendAfter: sql`now() + make_interval(secs => ${2 ** attempts * 5})`,
          })
          .where(eq(reminderDeliveries.id, id));
      }
    }
    return due.length;
  });
}

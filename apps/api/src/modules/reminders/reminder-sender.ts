import type { Agent } from 'node:https';
import { eq, inArray } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { Database } from '../../db/client';
import { members, pushSubscriptions, reminderDeliveries } from '../../db/schema';
import { type ClaimedJob, claimJobs, markFailed, markSent, withTimeout } from '../../plugins/job-queue';
import { enqueueMail } from '../../plugins/mail-outbox';
import { createPublicOnlyAgent, type PushEndpointPolicy, problemOfPushUrl } from './push-endpoint';
import type { VapidKeys } from './vapid';

/** Deliveries claimed at once; a full batch is followed by another at once (reminders-worker.ts). */
export const REMINDER_BATCH_SIZE = 20;
/** A push service keeps an undelivered message this long (seconds) while the device is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

type PushMessage = { title: string; body: string; url: string };
type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
/** Sends one message to one device; throws a WebPushError when the push service refuses it. */
export type PushSend = ((target: PushTarget, message: PushMessage) => Promise<void>) & { timeoutMs: number };

export type PushSendOptions = {
  policy: PushEndpointPolicy;
  /** How long the push service may stay silent (web-push's socket timeout). */
  timeoutMs: number;
  /** Only with a policy that allows private addresses: a test's agent trusting its local push service. */
  agent?: Agent;
};

/**
 * web-push's sendNotification signed with the server's VAPID keys: the payload is encrypted (aes128gcm, RFC 8291)
 * for the device's keys. The endpoint is checked again before every send and the connection goes through an agent
 * that reaches public addresses only (push-endpoint.ts), unless the policy is a test's.
 */
export function createPushSend(keys: VapidKeys, options: PushSendOptions): PushSend {
  const agent = options.policy.allowPrivate ? options.agent : createPublicOnlyAgent();
  const send = async (target: PushTarget, message: PushMessage) => {
    const problem = problemOfPushUrl(target.endpoint, options.policy);
    if (problem) throw new Error(`push endpoint refused: ${problem}`);
    await webpush.sendNotification(target, JSON.stringify(message), {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      timeout: options.timeoutMs,
      ...(agent ? { agent } : {}),
    });
  };
  return Object.assign(send, { timeoutMs: options.timeoutMs });
}

/** The push service says the subscription is gone (expired or unsubscribed): delete it, never retry. */
const isGone = (error: unknown) =>
  error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410);

/** What a claimed delivery needs to go out: its text, the member's address, the device's keys. */
function readClaimed(db: Database, ids: number[]) {
  return db
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
    .where(inArray(reminderDeliveries.id, ids));
}
type Claimed = Awaited<ReturnType<typeof readClaimed>>[number];

/** An e-mail reminder is a row in the outbox, written with the SENT mark in one local transaction. */
async function handOverToOutbox(db: Database, job: ClaimedJob, row: Claimed) {
  if (!row.email) throw new Error('member has no e-mail address');
  const body = `${row.delivery.body}\n\nLihat rinciannya di portal anggota koperasi.`;
  await db.transaction(async (tx) => {
    await enqueueMail(tx, { to: row.email as string, subject: row.delivery.title, body });
    if (!(await markSent(tx, 'reminder_deliveries', job))) tx.rollback();
  });
}

async function pushToDevice(db: Database, job: ClaimedJob, row: Claimed, push: PushSend | null) {
  if (!push || !row.endpoint || !row.p256dh || !row.auth) throw new Error('push is not configured');
  const { title, body, url } = row.delivery;
  const target = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
  try {
    await withTimeout(push(target, { title, body, url }), push.timeoutMs * 2, 'push service');
  } catch (error) {
    if (!isGone(error) || row.delivery.subscriptionId === null) throw error;
    // The device's rows go with it (ON DELETE CASCADE): nothing more is sent to it.
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.delivery.subscriptionId));
    return;
  }
  await markSent(db, 'reminder_deliveries', job);
}

/**
 * Sends one batch of due reminders (ADR 0010, ADR 0012): claimed under a lease in one short statement, so any
 * number of API processes share the work and each row is sent by one of them; pushed in parallel with no
 * transaction open, each within the push timeout; then marked SENT, or retried with exponential backoff up to
 * 5 attempts, then FAILED. A device the push service calls gone (404/410) is deleted with its rows. Answers how
 * many rows were claimed. Without push keys, push rows wait (e-mail still goes).
 */
export async function deliverPendingReminders(db: Database, push: PushSend | null): Promise<number> {
  const claimed = await claimJobs(db, 'reminder_deliveries', {
    limit: REMINDER_BATCH_SIZE,
    leaseSeconds: Math.ceil(((push?.timeoutMs ?? 0) * 2) / 1000) + 60,
    where: push ? undefined : eq(reminderDeliveries.channel, 'EMAIL'),
  });
  if (claimed.length === 0) return 0;
  const rows = new Map(
    (
      await readClaimed(
        db,
        claimed.map((job) => job.id),
      )
    ).map((row) => [row.delivery.id, row]),
  );
  const outcomes = await Promise.allSettled(
    claimed.map(async (job) => {
      const row = rows.get(job.id);
      if (!row) return; // deleted with its device or member since the claim
      try {
        if (row.delivery.channel === 'EMAIL') await handOverToOutbox(db, job, row);
        else await pushToDevice(db, job, row, push);
      } catch (error) {
        await markFailed(db, 'reminder_deliveries', job, error);
      }
    }),
  );
  const unrecorded = outcomes.find((outcome) => outcome.status === 'rejected');
  if (unrecorded) throw unrecorded.reason;
  return claimed.length;
}

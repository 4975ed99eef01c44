import type { Agent } from 'node:https';
import { todayInJakarta } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import { pushEndpointPolicyOf } from './push-endpoint';
import { enqueueDueInstalmentReminders } from './reminder-jobs';
import {
  createPushSend,
  deliverPendingReminders,
  type PushSend,
  REMINDER_BATCH_SIZE,
} from './reminder-sender';
import { vapidKeysOf } from './vapid';

/**
 * Runs in every API process, as two jobs of its scheduler (plugins/scheduler.ts): the instalment scan (at start,
 * then every REMINDER_SCAN_MS) and the sender (every OUTBOX_POLL_MS, draining batch after batch). Several processes
 * doing both is the design, not a hazard: the job table's unique key enqueues each reminder once and the lease
 * hands each row to one sender. Returns a stop function that waits for the sends under way.
 */
export function startReminderWorker(app: FastifyInstance, options: { agent?: Agent } = {}) {
  let push: Promise<PushSend | null> | null = null;
  const pushSend = () => {
    push ??= vapidKeysOf(app).then((keys) =>
      keys
        ? createPushSend(keys, {
            policy: pushEndpointPolicyOf(app.config),
            timeoutMs: app.config.sendTimeoutMs,
            agent: options.agent,
          })
        : null,
    );
    push.catch(() => {
      push = null;
    });
    return push;
  };
  const scan = app.scheduler.every({
    name: 'reminders: instalment scan',
    everyMs: app.config.reminderScanMs,
    run: () => enqueueDueInstalmentReminders(app.db, todayInJakarta()),
  });
  const send = app.scheduler.every({
    name: 'reminders: delivery',
    everyMs: app.config.outboxPollMs,
    batchSize: REMINDER_BATCH_SIZE,
    run: async () => deliverPendingReminders(app.db, await pushSend()),
  });
  scan.runNow();
  return async () => {
    await Promise.all([scan.stop(), send.stop()]);
  };
}

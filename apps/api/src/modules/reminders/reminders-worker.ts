import type { Agent } from 'node:https';
import { todayInJakarta } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import { enqueueDueInstalmentReminders } from './reminder-jobs';
import { createPushSend, deliverPendingReminders, type PushSend } from './reminder-sender';
import { vapidKeysOf } from './vapid';

/** A timer that never overlaps itself and logs instead of throwing. */
function every(app: FastifyInstance, ms: number, what: string, run: () => Promise<unknown>) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      app.log.warn({ err: error }, `reminders: ${what} failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, ms);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}

/**
 * Runs in every API process: the instalment scan (at start, then every REMINDER_SCAN_MS) and the sender (every
 * OUTBOX_POLL_MS). Several processes doing both is the design, not a hazard: the job table's unique key enqueues
 * each reminder once and SKIP LOCKED hands each row to one sender. Returns a stop function.
 */
export function startReminderWorker(app: FastifyInstance, options: { agent?: Agent } = {}): () => void {
  let push: Promise<PushSend | null> | null = null;
  const pushSend = () => {
    push ??= vapidKeysOf(app).then((keys) => (keys ? createPushSend(keys, options.agent) : null));
    push.catch(() => {
      push = null;
    });
    return push;
  };
  const scan = every(app, app.config.reminderScanMs, 'instalment scan', () =>
    enqueueDueInstalmentReminders(app.db, todayInJakarta()),
  );
  const send = every(app, app.config.outboxPollMs, 'delivery', async () =>
    deliverPendingReminders(app.db, await pushSend()),
  );
  void scan.tick();
  return () => {
    scan.stop();
    send.stop();
  };
}

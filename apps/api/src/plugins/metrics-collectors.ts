import { REMINDER_CHANNELS, type ReminderChannel } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Database, DatabaseHandle } from '../db/client';
import { withTimeout } from './job-queue';
import { readJobQueueStatus } from './job-queue-status';
import { MAIL_PRIORITY, type MailPriority } from './mail-outbox';
import { readOutboxStatus } from './outbox-status';

/** A scrape must answer even when the database is slow: each source gets this long, then keeps its last figures. */
const SOURCE_TIMEOUT_MS = 2_000;
/**
 * The ledger's reconciliation is read at most this often, one run at a time, and a scrape never waits for it after
 * the first: on the 100,000-member bench database it took 12-17 s (a loaded machine), so reading it on every scrape
 * started a new run every 15 s while the last was still going.
 */
const LEDGER_EVERY_MS = 5 * 60_000;

/** What modules hand the metrics through app.ts (plugins import no module): the ledger's reconciliation today. */
export type ScrapeSources = {
  reconciliation(db: Database): Promise<{ account: string; difference: number }[]>;
};

type Source = 'outbox' | 'reminders' | 'ledger';

/**
 * The gauges read when Prometheus scrapes: the pg pool, the mail outbox and reminder queues, the ledger's
 * reconciliation. Returns the refresh the /metrics listener awaits before answering; overlapping scrapes share one
 * refresh. A source that fails or times out reports `kopkar_metrics_source_up 0` and keeps its previous figures.
 */
export function createScrapeGauges(
  registry: Registry,
  app: FastifyInstance,
  database: DatabaseHandle,
  sources: ScrapeSources,
) {
  const gauge = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  const poolInUse = gauge(
    'kopkar_db_pool_connections_in_use',
    'PostgreSQL connections checked out (0 on PGlite).',
  );
  const poolWaiting = gauge(
    'kopkar_db_pool_waiting_requests',
    'Queries waiting for a free PostgreSQL connection (0 on PGlite).',
  );
  const outboxWaiting = gauge('kopkar_mail_outbox_waiting', 'Mails waiting to be sent, by priority.', [
    'priority',
  ]);
  const outboxOldest = gauge(
    'kopkar_mail_outbox_oldest_waiting_seconds',
    'Age of the oldest mail waiting to be sent, by priority (0 when none waits).',
    ['priority'],
  );
  const outboxFailed = gauge(
    'kopkar_mail_outbox_failed_24h',
    'Mails given up in the last 24 hours (every attempt failed; they stay FAILED until queued again).',
  );
  const remindersDue = gauge(
    'kopkar_reminder_jobs_due',
    'Reminder deliveries due or being sent, by channel.',
    ['channel'],
  );
  const remindersFailed = gauge(
    'kopkar_reminder_jobs_failed_24h',
    'Reminder deliveries given up in the last 24 hours (every attempt failed).',
  );
  const ledgerDifference = gauge(
    'kopkar_ledger_reconciliation_difference_rupiah',
    "Control account's ledger balance minus its sub-ledger today, by account code (0 when reconciled).",
    ['account'],
  );
  const sourceUp = gauge(
    'kopkar_metrics_source_up',
    'Whether the last scrape could read the source (1) or not (0).',
    ['source'],
  );

  const ledger: { running: Promise<void> | null; checkedAt: number; failed: unknown } = {
    running: null,
    checkedAt: 0,
    failed: null,
  };
  const readers: Record<Source, () => Promise<void>> = {
    outbox: async () => {
      const status = await readOutboxStatus(app.db);
      for (const priority of Object.keys(MAIL_PRIORITY) as MailPriority[]) {
        const lane = status.waiting.find((row) => row.lane === priority);
        outboxWaiting.set({ priority }, lane?.waiting ?? 0);
        outboxOldest.set({ priority }, lane?.oldestAgeSeconds ?? 0);
      }
      outboxFailed.set(status.failedLast24Hours);
    },
    reminders: async () => {
      const status = await readJobQueueStatus<ReminderChannel>(app.db, 'reminder_deliveries', {
        lane: 'channel',
        title: 'title',
      });
      for (const channel of REMINDER_CHANNELS) {
        remindersDue.set({ channel }, status.waiting.find((row) => row.lane === channel)?.waiting ?? 0);
      }
      remindersFailed.set(status.failedLast24Hours);
    },
    ledger: async () => {
      if (!ledger.running && Date.now() - ledger.checkedAt >= LEDGER_EVERY_MS) {
        ledger.running = sources
          .reconciliation(app.db)
          .then((rows) => {
            ledgerDifference.reset();
            for (const row of rows) ledgerDifference.set({ account: row.account }, row.difference);
            ledger.failed = null;
          })
          .catch((error: unknown) => {
            ledger.failed = error;
          })
          .finally(() => {
            ledger.running = null;
            ledger.checkedAt = Date.now();
          });
      }
      // Only the first scrape waits (within the source timeout); the later ones answer with the last figures.
      if (ledger.checkedAt === 0 && ledger.running) await ledger.running;
      if (ledger.failed) throw ledger.failed;
    },
  };

  const refresh = async () => {
    const pool = database.poolStats();
    poolInUse.set(pool ? pool.total - pool.idle : 0);
    poolWaiting.set(pool?.waiting ?? 0);
    await Promise.all(
      (Object.entries(readers) as [Source, () => Promise<void>][]).map(async ([source, read]) => {
        try {
          await withTimeout(read(), SOURCE_TIMEOUT_MS, `metrics: ${source}`);
          sourceUp.set({ source }, 1);
        } catch (error) {
          app.log.warn({ err: error, source }, 'metrics: a source could not be read');
          sourceUp.set({ source }, 0);
        }
      }),
    );
  };
  let running: Promise<void> | null = null;
  return () => {
    running ??= refresh().finally(() => {
      running = null;
    });
    return running;
  };
}

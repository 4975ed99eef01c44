import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { deleteExpiredCounters } from './counters';

/** How often each API copy clears what has expired (several copies doing it is harmless: plain deletes). */
const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

/**
 * A periodic job a module hands to housekeeping (the composition root, app.ts, lists them): a clean-up, or a
 * check such as the books' reconciliation; every 10 minutes unless it says otherwise.
 */
export type HousekeepingJob = { what: string; run: (db: Database) => Promise<unknown>; everyMs?: number };

/**
 * Deletes limit counters whose window ended over an hour ago: the per-IP counters (one row per address and
 * route when Redis is absent or down) would otherwise grow with every address that ever called; then runs the
 * modules' own jobs (the document photos of closed applications past the retention setting, UU PDP,
 * docs/data-retention.md). Each is a job of the process's scheduler (plugins/scheduler.ts), so a slow clean-up
 * never overlaps its next turn. Returns a stop function for graceful shutdown that waits for the runs under way.
 */
export function startHousekeeping(app: FastifyInstance, jobs: HousekeepingJob[] = []): () => Promise<void> {
  const all: HousekeepingJob[] = [{ what: 'expired counters', run: deleteExpiredCounters }, ...jobs];
  const scheduled = all.map((job) =>
    app.scheduler.every({
      name: `housekeeping (${job.what})`,
      everyMs: job.everyMs ?? HOUSEKEEPING_EVERY_MS,
      run: () => job.run(app.db),
    }),
  );
  return async () => {
    await Promise.all(scheduled.map((job) => job.stop()));
  };
}

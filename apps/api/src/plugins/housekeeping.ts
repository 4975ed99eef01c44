import type { FastifyInstance } from 'fastify';
import { erasePhotosPastRetention } from '../modules/data-requests/photo-retention.service';
import { deleteExpiredCounters } from './counters';

/** How often each API copy clears what has expired (several copies doing it is harmless: plain deletes). */
const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

/**
 * Deletes limit counters whose window ended over an hour ago: the per-IP counters (one row per address and
 * route when Redis is absent or down) would otherwise grow with every address that ever called. Deletes the
 * document photos of closed applications past the retention setting (UU PDP, docs/data-retention.md). Returns a
 * stop function for graceful shutdown.
 */
export function startHousekeeping(app: FastifyInstance): () => void {
  const timer = setInterval(() => {
    deleteExpiredCounters(app.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'housekeeping: expired counters could not be deleted');
    });
    erasePhotosPastRetention(app.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'housekeeping: document photos past retention could not be deleted');
    });
  }, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

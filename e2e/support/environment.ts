import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Port the e2e server listens on (loopback only); E2E_PORT lets two runs on one machine stay apart. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

/** Origin every test navigates to. */
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/** Name of the dedicated PostgreSQL database the stack drops and recreates when DATABASE_URL is set. */
export const e2eDatabaseName = e2ePort === 3100 ? 'kopkar_e2e' : `kopkar_e2e_${e2ePort}`;

/**
 * Folder holding this run's embedded database and received mails. The runner process picks it once and
 * exports it, so the web server launcher and every worker (forked with the runner's environment) agree.
 */
export function readRunDir(): string {
  process.env.E2E_RUN_DIR ??= join(tmpdir(), `kopkar-e2e-${process.pid}`);
  return process.env.E2E_RUN_DIR;
}

/** JSON file the mail sink appends every received message to. */
export function readMailStorePath(): string {
  return join(readRunDir(), 'mails.json');
}

/** JSON file the push sink appends every received Web Push message to. */
export function readPushStorePath(): string {
  return join(readRunDir(), 'pushes.json');
}

/** File holding the push sink's base URL (its port is picked at start). */
export function readPushSinkUrlPath(): string {
  return join(readRunDir(), 'push-sink-url');
}

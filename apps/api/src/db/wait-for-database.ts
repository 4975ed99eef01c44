import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/** The URL as an operator may read it in a log: no password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL tidak dapat dibaca)';
  }
}

/** What went wrong, in one line: the driver's code (ECONNREFUSED, 28P01…) and message, under drizzle's wrapper. */
const reasonOf = (wrapped: unknown) => {
  const error = (wrapped as { cause?: unknown })?.cause ?? wrapped;
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : String(error);
  return code ? `${String(code)}: ${message}` : message;
};

/**
 * Waits at start-up until the database answers `select 1`, retrying with exponential backoff (1, 2, 4… capped
 * at 10 s) for at most `waitSeconds`, and saying each time that the database cannot be reached and where.
 * Throws one clear sentence when it gives up, instead of the first migration's "Failed query: CREATE SCHEMA…".
 */
export async function waitForDatabase(
  handle: DatabaseHandle,
  where: string,
  waitSeconds: number,
  log: (line: string) => void = console.warn,
): Promise<void> {
  const deadline = Date.now() + waitSeconds * 1000;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await handle.db.execute(sql`select 1`);
      return;
    } catch (error) {
      const delayMs = Math.min(1000 * 2 ** attempt, 10_000);
      if (Date.now() + delayMs > deadline) {
        throw new Error(
          `Database tidak dapat dihubungi di ${where} (${reasonOf(error)}); menyerah setelah ${waitSeconds} detik. Periksa DATABASE_URL dan apakah PostgreSQL berjalan.`,
        );
      }
      log(
        `Database tidak dapat dihubungi di ${where} (${reasonOf(error)}); mencoba lagi dalam ${delayMs / 1000} detik…`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../src/db/client';
import { urlOfDatabase } from './test-database';

/*
 * What the kill -9 tests of a posting share (payroll.kill.test.ts, payroll-actual.kill.test.ts): the test database's
 * own URL for the child process, and waiting until that child waits for an advisory lock the test holds.
 */

/** DATABASE_URL pointed at the handle's (or app's) own database (createTestDatabase makes a fresh one). */
export async function databaseUrlOf(handle: { db: Database }): Promise<string> {
  const { rows } = await handle.db.execute<{ name: string }>(sql`select current_database() as name`);
  return urlOfDatabase(rows[0]?.name as string);
}

/** Waits until a session other than ours waits for the advisory lock `hashtext(lockName)`. */
export async function untilWaitingForLock(
  handle: DatabaseHandle,
  lockName: string,
  deadline = Date.now() + 60_000,
) {
  while (Date.now() < deadline) {
    const { rows } = await handle.db.execute<{ waiting: number }>(sql`
      select count(*)::int as waiting from pg_locks
      where locktype = 'advisory' and not granted and objid = (hashtext(${lockName}))::oid`);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the posting never reached its journal entry');
}

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { outbox } from '../db/schema';
import { claimJobs, MAX_ATTEMPTS, markFailed, markSent } from './job-queue';
import { enqueueMail } from './mail-outbox';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const claim = () => claimJobs(database.db, 'outbox', { limit: 10, leaseSeconds: 60 });
const rowOf = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];
/** The lease of every row still SENDING runs out now: its process stopped without reporting back. */
const expireLeases = () =>
  database.db
    .update(outbox)
    .set({ sendAfter: sql`now() - interval '1 hour'` })
    .where(eq(outbox.status, 'SENDING'));

describe('job leases (outbox and reminders)', () => {
  it('counts the attempt at the claim and hands a claimed row to nobody else while its lease runs', async () => {
    await enqueueMail(database.db, { to: 'lease@contoh.co.id', subject: 'S', body: 'B' });
    const [job] = await claim();
    expect(job).toMatchObject({ attempts: 1 });
    expect(await rowOf(job!.id)).toMatchObject({ status: 'SENDING', attempts: 1 });
    expect(await claim()).toEqual([]);
    expect(await markSent(database.db, 'outbox', job!)).toBe(true);
    expect(await rowOf(job!.id)).toMatchObject({ status: 'SENT' });
  });

  it('claims a row again when its lease ran out, and ignores the late report of the first claim', async () => {
    await enqueueMail(database.db, { to: 'late@contoh.co.id', subject: 'S', body: 'B' });
    const [first] = await claim();
    await expireLeases();
    const [second] = await claim();
    expect(second).toEqual({ id: first!.id, attempts: 2 });
    // The first sender comes back after all: its outcome no longer counts.
    expect(await markSent(database.db, 'outbox', first!)).toBe(false);
    await markFailed(database.db, 'outbox', first!, new Error('late'));
    expect(await rowOf(first!.id)).toMatchObject({ status: 'SENDING', attempts: 2, lastError: null });
    await markSent(database.db, 'outbox', second!);
  });

  it('fails a row that stopped every process trying it, after its last attempt, and keeps the others going', async () => {
    await enqueueMail(database.db, { to: 'poison@contoh.co.id', subject: 'S', body: 'B' });
    let poisonId = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const claimed = await claim();
      expect(claimed).toHaveLength(1);
      poisonId = claimed[0]!.id;
      await expireLeases(); // the process died while sending
    }
    await enqueueMail(database.db, { to: 'healthy@contoh.co.id', subject: 'S', body: 'B' });
    const claimed = await claim();
    expect(claimed.map((job) => job.id)).not.toContain(poisonId);
    expect(claimed).toHaveLength(1);
    expect(await rowOf(poisonId)).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS });
    expect((await rowOf(poisonId))?.lastError).toMatch(/terhenti/);
    // Given up now, not when its last lease ran out: ADMIN's outbox page counts failures by this time.
    expect(Math.abs((await rowOf(poisonId))!.sendAfter.getTime() - Date.now())).toBeLessThan(5_000);
  });
});

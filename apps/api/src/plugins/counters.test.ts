import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { rateCounters } from '../db/schema';
import { type CounterStore, createDatabaseCounters, deleteExpiredCounters, withFallback } from './counters';

let database: DatabaseHandle;
let counters: CounterStore;
beforeAll(async () => {
  database = await createTestDatabase();
  counters = createDatabaseCounters(database.db, 'test');
});
afterAll(async () => {
  await database?.close();
});

const endWindow = (key: string, ago: string) =>
  database.db.execute(
    sql`update rate_counters set window_ends_at = now() - ${ago}::interval where key = ${key}`,
  );

describe('database counters', () => {
  it('counts hits in a window, gives one back, and starts a new window after the old one ended', async () => {
    const hits = [];
    for (let i = 0; i < 3; i += 1) hits.push((await counters.hit('login:1', 60_000)).hits);
    expect(hits).toEqual([1, 2, 3]);
    await counters.release('login:1');
    const afterRelease = await counters.hit('login:1', 60_000);
    expect(afterRelease.hits).toBe(3);
    expect(afterRelease.resetInMs).toBeGreaterThan(0);
    expect(afterRelease.resetInMs).toBeLessThanOrEqual(60_000);
    await endWindow('test:login:1', '1 second');
    expect((await counters.hit('login:1', 60_000)).hits).toBe(1);
    await counters.reset('login:1');
    expect((await counters.hit('login:1', 60_000)).hits).toBe(1);
  });

  it('housekeeping deletes counters whose window ended over an hour ago and keeps the rest', async () => {
    await counters.hit('old', 60_000);
    await counters.hit('recent', 60_000);
    await counters.hit('live', 60_000);
    await endWindow('test:old', '2 hours');
    await endWindow('test:recent', '10 minutes');
    await deleteExpiredCounters(database.db);
    const left = (await database.db.select({ key: rateCounters.key }).from(rateCounters)).map(
      (row) => row.key,
    );
    expect(left).not.toContain('test:old');
    expect(left).toEqual(expect.arrayContaining(['test:recent', 'test:live']));
  });

  it('falls back when the primary store fails, and stays on the fallback for the cool-down', async () => {
    let primaryCalls = 0;
    const failing: CounterStore = {
      hit: async () => {
        primaryCalls += 1;
        throw new Error('redis down');
      },
      release: async () => {},
      reset: async () => {},
    };
    const errors: unknown[] = [];
    const store = withFallback(failing, counters, (error) => errors.push(error));
    expect((await store.hit('fallback', 60_000)).hits).toBe(1);
    expect((await store.hit('fallback', 60_000)).hits).toBe(2);
    expect(primaryCalls).toBe(1);
    expect(errors).toHaveLength(1);
    const [row] = await database.db.select().from(rateCounters).where(eq(rateCounters.key, 'test:fallback'));
    expect(row?.hits).toBe(2);
  });
});

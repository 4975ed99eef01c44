import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { rateCounters } from '../db/schema';

/** What one hit on a counter saw: its count including this hit, and the milliseconds until its window ends. */
export type CounterHit = { hits: number; resetInMs: number };

/**
 * A fixed-window counter shared by every API process. `hit` is one atomic step (increment and read together),
 * never a read followed by a write, so N concurrent requests always see N distinct counts: a limit of 5 lets
 * exactly 5 through, however many arrive at once (docs/testing.md trap 1).
 */
export interface CounterStore {
  /** Counts one hit on `key`; a new window of `windowMs` starts with the first hit after the last one ended. */
  hit(key: string, windowMs: number): Promise<CounterHit>;
  /** Takes back one hit reserved by `hit` that turned out not to count (never below 0). */
  release(key: string): Promise<void>;
  /** Ends the key's window (a successful sign-in clears the failures before it). */
  reset(key: string): Promise<void>;
}

/**
 * Counters in PostgreSQL: one upsert per hit, the row lock of ON CONFLICT serialising concurrent hits. Keys are
 * prefixed with `namespace` when given (two portals or test apps on one database keep apart).
 */
/** The database or a transaction of it: a counter hit may commit together with the work it guards. */
export type Queryable = Pick<Database, 'insert' | 'execute'>;

export function createDatabaseCounters(db: Queryable, namespace = ''): CounterStore {
  const keyOf = (key: string) => (namespace ? `${namespace}:${key}` : key);
  return {
    async hit(rawKey, windowMs) {
      const key = keyOf(rawKey);
      const newWindowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
      const isExpired = sql`${rateCounters.windowEndsAt} <= now()`;
      const [row] = await db
        .insert(rateCounters)
        .values({ key, hits: 1, windowEndsAt: newWindowEnd })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            hits: sql`case when ${isExpired} then 1 else ${rateCounters.hits} + 1 end`,
            windowEndsAt: sql`case when ${isExpired} then excluded.window_ends_at else ${rateCounters.windowEndsAt} end`,
          },
        })
        .returning({
          hits: rateCounters.hits,
          resetInMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateCounters.windowEndsAt} - now()) * 1000))::int`,
        });
      if (!row) throw new Error(`counter ${key} returned no row`);
      return { hits: row.hits, resetInMs: Number(row.resetInMs) };
    },
    async release(key) {
      await db.execute(
        sql`update rate_counters set hits = greatest(hits - 1, 0) where key = ${keyOf(key)} and window_ends_at > now()`,
      );
    },
    async reset(key) {
      await db.execute(sql`delete from rate_counters where key = ${keyOf(key)}`);
    },
  };
}

/** Deletes counters whose window ended over an hour ago (housekeeping; a live window is never touched). */
export async function deleteExpiredCounters(db: Database): Promise<void> {
  await db.delete(rateCounters).where(lt(rateCounters.windowEndsAt, sql`now() - interval '1 hour'`));
}

// INCR and the window's expiry in one script, so a crash between them can never leave a counter without expiry.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if hits == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

const RELEASE_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters in Redis (INCR with expiry in one Lua script), under the portal's namespace. */
export function createRedisCounters(redis: Redis, namespace: string): CounterStore {
  const keyOf = (key: string) => `${namespace}:counter:${key}`;
  return {
    async hit(key, windowMs) {
      const [hits, ttl] = (await redis.eval(HIT_SCRIPT, 1, keyOf(key), String(Math.ceil(windowMs)))) as [
        number,
        number,
      ];
      return { hits, resetInMs: ttl };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, keyOf(key));
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}

/**
 * Redis first, the database when Redis fails (refused, timed out, not connected): a Redis outage costs a fresh
 * window on the fallback, never a 500 or a hang. After a failure the fallback serves alone for a cool-down, so a
 * flapping Redis does not split one window's hits between two stores on every other request. `onFallback` hears
 * about each failure (logging).
 */
export function withFallback(
  primary: CounterStore,
  fallback: CounterStore,
  onFallback: (error: unknown) => void,
  coolDownMs = 10_000,
): CounterStore {
  let primaryFailedAt = Number.NEGATIVE_INFINITY;
  const attempt =
    <A extends unknown[], R>(step: (store: CounterStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (Date.now() - primaryFailedAt < coolDownMs) return step(fallback, ...args);
      try {
        return await step(primary, ...args);
      } catch (error) {
        primaryFailedAt = Date.now();
        onFallback(error);
        return step(fallback, ...args);
      }
    };
  return {
    hit: attempt((store, key: string, windowMs: number) => store.hit(key, windowMs)),
    release: attempt((store, key: string) => store.release(key)),
    reset: attempt((store, key: string) => store.reset(key)),
  };
}

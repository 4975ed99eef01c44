import type { CounterStore } from './counters';

type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin really passes to child(): the route's merged limit options, with the route under routeInfo. */
type MergedRouteLimit = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A @fastify/rate-limit store over the portal's shared counters, so the per-IP limits (captcha keys, sign-in,
 * OTP, comments per hour) are atomic across every API process: in Redis when it is up, in PostgreSQL when it is
 * absent or down. The plugin instantiates the class itself, hence a class made from the counters.
 */
export function rateLimitStoreOf(counters: CounterStore) {
  return class CounterRateLimitStore {
    private readonly prefix: string;

    constructor(_globalParams?: unknown, prefix = 'ip:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: IncrementCallback, timeWindow: number): void {
      counters.hit(`${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.resetInMs }),
        (error: Error) => callback(error),
      );
    }

    /** One store per limited route, like the plugin's own RedisStore: each route counts on its own. */
    child(routeOptions: object): CounterRateLimitStore {
      const { method = '', url = '' } = (routeOptions as MergedRouteLimit).routeInfo ?? {};
      return new CounterRateLimitStore(undefined, `ip:${String(method)}${url}:`);
    }
  };
}

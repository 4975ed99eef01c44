import { Redis } from 'ioredis';

/**
 * The Redis client, set to fail fast instead of queueing: while Redis is unreachable a command errors at once
 * (no offline queue), a hung server errors after COMMAND_TIMEOUT_MS, and reconnects back off up to 5 s in the
 * background. Callers fall back to the database (plugins/counters.ts), so an outage never means a hang or 500.
 */
const CONNECT_TIMEOUT_MS = 1_000;
const COMMAND_TIMEOUT_MS = 500;

export type RedisHandle = {
  client: Redis;
  /** Resolves once connected, or after the connect timeout: the app starts either way, on the fallback. */
  whenReady(): Promise<void>;
  /** Answers PING within the command timeout (health). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export function openRedis(url: string, onError: (error: Error) => void): RedisHandle {
  const client = new Redis(url, {
    lazyConnect: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  // Without a listener ioredis prints every failed reconnect as an unhandled error event.
  client.on('error', onError);
  return {
    client,
    whenReady: () =>
      new Promise((resolve) => {
        if (client.status === 'ready') return resolve();
        const timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
        client.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
    ping: () =>
      client.ping().then(
        () => true,
        () => false,
      ),
    close: async () => {
      client.disconnect();
    },
  };
}

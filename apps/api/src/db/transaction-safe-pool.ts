import pg from 'pg';

/** Errors after which a connection cannot be trusted again: it is closed instead of going back to the pool. */
const BROKEN_CONNECTION = /Connection terminated|Query read timeout|is not queryable|ECONNRESET|EPIPE/;

/** One check-out of a client: its own release (the pool makes a new one each time) and what went wrong. */
type CheckOut = { release: (error?: Error) => void; isFirstQuery: boolean; failure: Error | null };
const checkOuts = new WeakMap<pg.PoolClient, CheckOut>();

/**
 * drizzle's node-postgres `transaction()` sends BEGIN before the try/finally that releases the client, and always
 * releases without an error (drizzle-team/drizzle-orm#6241, #6114, open in 0.45): when the connection breaks at
 * BEGIN the client is never given back (each such cut loses one pooled connection for good, until every request
 * waits for one and answers 503), and a client whose connection broke later goes back to the pool as if healthy.
 * This pool mends both from outside: a BEGIN that fails releases its client, destroyed; a client one of whose
 * queries failed with a broken connection is destroyed on release. Only transactions check clients out of the
 * pool this way (plain queries go through `pool.query`), so the first query after a check-out is drizzle's BEGIN.
 */
export class TransactionSafePool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg-pool's connect is overloaded (callback or promise).
  override connect(callback?: any): any {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      guard(client);
      return client;
    });
  }
}

function guard(client: pg.PoolClient): void {
  const release = client.release;
  const state: CheckOut = { release, isFirstQuery: true, failure: null };
  checkOuts.set(client, state);
  client.release = (error?: Error | boolean) => release(error ?? state.failure ?? undefined);
  if (Object.hasOwn(client, 'query')) return; // this client's query is wrapped already (an earlier check-out)
  const query = client.query;
  // biome-ignore lint/suspicious/noExplicitAny: pg's query is overloaded; the wrapper passes every form through.
  client.query = function (this: pg.PoolClient, ...args: any[]): any {
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    const current = checkOuts.get(client);
    if (!current || !(result instanceof Promise)) return result;
    const wasFirst = current.isFirstQuery;
    current.isFirstQuery = false;
    return result.catch((error: unknown) => {
      if (error instanceof Error && BROKEN_CONNECTION.test(error.message)) current.failure = error;
      if (wasFirst) {
        checkOuts.delete(client);
        current.release(error instanceof Error ? error : new Error(String(error)));
      }
      throw error;
    });
  } as typeof client.query;
}

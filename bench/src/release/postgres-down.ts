/**
 * Attack class 8, PostgreSQL: (a) a process that started healthy through a proxy in front of the real database,
 * then the proxy turns into a black hole (connections open, queries never answered): health and one public API
 * call, timed, capped at 70 s; (b) a process started while the database is down: what it prints, and when (and
 * whether) it exits.
 */
import { DEPENDENCY_WAIT_MS } from './redis-down';
import { describeReply, type Figure, seconds } from './support/figures';
import { messageOf, type Reply, send } from './support/http';
import type { RunContext } from './support/run-context';
import { startSwitchableProxy } from './support/tcp';

/** Characters of the start-up output shown in the table (the whole output goes above it). */
const SHOWN_OUTPUT_CHARS = 400;

const describeWithMessage = (reply: Reply) =>
  reply.status === 0 ? describeReply(reply) : `${describeReply(reply)} "${messageOf(reply).slice(0, 70)}"`;

async function measureHungDatabase(ctx: RunContext): Promise<Figure[]> {
  const database = new URL(ctx.databaseUrl);
  const proxy = await startSwitchableProxy(await ctx.ports.next(), {
    host: database.hostname,
    port: Number(database.port || 5432),
  });
  const proxied = new URL(ctx.databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const api = await ctx.startExtra('api-db-proxy', { DATABASE_URL: proxied.toString(), SEED_DEMO: '0' });
  try {
    proxy.becomeBlackHole();
    const ask = (path: string) =>
      send(api.origin, path, { from: ctx.addresses.next(), timeoutMs: DEPENDENCY_WAIT_MS });
    const [health, products] = await Promise.all([ask('/api/health'), ask('/api/v1/product')]);
    const promise = 'fails within the timeouts: 503 "layanan sedang tidak tersedia"';
    return [
      { measure: 'PostgreSQL never answers: GET /api/health', figure: describeWithMessage(health), promise },
      {
        measure: 'PostgreSQL never answers: GET /api/v1/product',
        figure: describeWithMessage(products),
        promise,
      },
    ];
  } finally {
    await api.stop();
    await proxy.close();
  }
}

async function measureStartWithDatabaseDown(ctx: RunContext): Promise<Figure[]> {
  const closedPort = await ctx.ports.next();
  const started = performance.now();
  const api = await ctx.startExtra(
    'api-db-down',
    { DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/kopkar`, SEED_DEMO: '0' },
    { waitFor: 'nothing' },
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'still running'>((done) => {
    timer = setTimeout(() => done('still running'), DEPENDENCY_WAIT_MS);
  });
  const outcome = await Promise.race([api.exited, timeout]);
  clearTimeout(timer);
  const elapsed = performance.now() - started;
  await api.stop();
  const output = api.output().trim();
  console.info(`\n[start with the database down: everything the process printed]\n${output}\n[end]`);
  const ending =
    outcome === 'still running'
      ? `still running after ${seconds(elapsed)}`
      : `exited with ${outcome} after ${seconds(elapsed)}`;
  return [
    {
      measure: 'start with PostgreSQL down: process',
      figure: ending,
      promise: 'retries with backoff, then exits',
    },
    {
      measure: 'start with PostgreSQL down: output',
      figure: output.replaceAll(/\s*\n\s*/g, ' ⏎ ').slice(0, SHOWN_OUTPUT_CHARS) || '(nothing)',
      promise: 'says the database cannot be reached, and where',
    },
  ];
}

export async function measurePostgresDown(ctx: RunContext): Promise<Figure[]> {
  return [...(await measureHungDatabase(ctx)), ...(await measureStartWithDatabaseDown(ctx))];
}

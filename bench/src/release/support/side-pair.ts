/**
 * Two API processes on a database of their own (created, migrated and seeded like the run's, dropped at the end),
 * for the attacks that kill processes or that must be the only senders of mail and push: on the run's
 * database the run's own pair would send the same outbox and reminder rows, and a crash would end the run.
 * Each process is watched: every exit the run did not ask for is recorded with its time and, when asked, the
 * process is started again at once on the same port, as systemd or a container runtime would restart it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Balancer, createBalancer } from './clients';
import { createDatabase, dropDatabase, type Sql, sqlOn } from './database';
import { send } from './http';
import { type ApiProcess, type StartOptions, startApi } from './processes';
import type { RunContext } from './run-context';

/** Pause before a restart whose port was still taken (tsx's child leaving a moment after its parent). */
const RESTART_RETRY_MS = 1_000;

export type WatchedApi = {
  name: string;
  origin: string;
  /** performance.now() of each exit the run did not ask for (a restarted process may exit again). */
  exits: number[];
  /** Everything every incarnation of the process printed. */
  output: () => string;
  stop: () => Promise<void>;
};

export type SidePair = {
  databaseUrl: string;
  sql: Sql;
  apis: readonly WatchedApi[];
  balancer: Balancer;
  close: () => Promise<void>;
};

async function watchApi(apiDir: string, options: StartOptions, restart: boolean): Promise<WatchedApi> {
  let current: ApiProcess = await startApi(apiDir, options);
  const incarnations = [current];
  let isStopping = false;
  const exits: number[] = [];
  const restartAfterExit = async () => {
    while (!isStopping) {
      try {
        // No health wait: a process that dies while starting is one more exit, recorded by follow().
        current = await startApi(apiDir, { ...options, waitFor: 'nothing' });
        incarnations.push(current);
        follow(current);
        return;
      } catch {
        await new Promise((done) => setTimeout(done, RESTART_RETRY_MS));
      }
    }
  };
  const follow = (api: ApiProcess) => {
    void api.exited.then(() => {
      if (isStopping) return;
      exits.push(performance.now());
      if (restart) void restartAfterExit();
    });
  };
  follow(current);
  return {
    name: options.name,
    origin: current.origin,
    exits,
    output: () => incarnations.map((api) => api.output()).join(''),
    stop: async () => {
      isStopping = true;
      await current.stop();
    },
  };
}

/**
 * Opens the pair: the first process migrates and seeds (SEED_DEMO=1, as in the run's pair), then the second
 * starts. `overrides` are settings on top of the run's (SMTP_URL, timeouts…).
 */
export async function openSidePair(
  ctx: RunContext,
  label: string,
  overrides: Record<string, string>,
  options: { restart?: boolean } = {},
): Promise<SidePair> {
  const databaseName = `kopkar_attacks_${ctx.runId}_${label.replaceAll(/\W/g, '_')}`;
  const databaseUrl = await createDatabase(databaseName);
  const dataDir = mkdtempSync(join(tmpdir(), `kopkar-attacks-${label}-`));
  const apis: WatchedApi[] = [];
  const close = async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await dropDatabase(databaseName).catch((error: unknown) => console.warn('drop database:', error));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const settings = {
    ...ctx.settings,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_NAMESPACE: `attacks-${ctx.runId}-${label}`.slice(0, 64),
    DATA_DIR: dataDir,
    ...overrides,
  };
  try {
    for (const index of [1, 2]) {
      const name = `api-${label}-${index}`;
      const start = { name, port: await ctx.ports.next(), settings };
      apis.push(await watchApi(ctx.apiDir, start, options.restart ?? false));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    databaseUrl,
    sql: sqlOn(databaseUrl),
    apis,
    balancer: createBalancer(apis.map((api) => api.origin)),
    close,
  };
}

/** Whether the process answers GET /api/health with 200 within `timeoutMs`. */
export async function isHealthy(origin: string, timeoutMs = 5_000): Promise<boolean> {
  return (await send(origin, '/api/health', { timeoutMs })).status === 200;
}

/** Counts /api/health answers of each process, every `everyMs`, until `until` resolves. */
export async function pollHealth(apis: readonly WatchedApi[], everyMs: number, until: Promise<unknown>) {
  const answered = apis.map(() => 0);
  let polls = 0;
  let isDone = false;
  void until.finally(() => {
    isDone = true;
  });
  while (!isDone) {
    const results = await Promise.all(apis.map((api) => isHealthy(api.origin, everyMs)));
    polls += 1;
    results.forEach((isUp, index) => {
      if (isUp) answered[index] = (answered[index] ?? 0) + 1;
    });
    await new Promise((done) => setTimeout(done, everyMs));
  }
  return { polls, answered };
}

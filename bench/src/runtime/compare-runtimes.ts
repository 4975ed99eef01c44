/**
 * How the API's TypeScript should run in production (ADR 0005): the same server started by each
 * candidate runtime, alternated back to back for several rounds on this shared machine, medians printed with the
 * load average beside every figure. The server runs on core 0; this process (the load generator) belongs on core 1:
 *
 *   taskset -c 1 npx tsx bench/src/runtime/compare-runtimes.ts [--runtimes tsx,tsx-cold,strip,bundle]
 *     [--rounds 5] [--seconds 10] [--warmup 2] [--connections 20] [--port 3461] [--api-dir apps/api]
 *
 * Runtimes (each started directly, not through npm, on the checkout's Node 24):
 *   tsx       `tsx src/server.ts`, tsx's transform cache in the temp folder warm (every later start)
 *   tsx-cold  the same with TSX_DISABLE_CACHE=1 (the first start after a deploy or a cleaned /tmp)
 *   strip     `node --import <strip-types-resolve.mjs> src/server.ts`: Node 24's own type stripping plus a resolve
 *             hook for the extension-less relative imports; no change to the sources
 *   bundle    `node --enable-source-maps dist/server.js` after `node build.mjs` (esbuild; packages external);
 *             the build is timed once per round and reported apart
 *   bundle-nomaps  the same bundle without --enable-source-maps (what the source maps cost; not in the default set)
 * A runtime this checkout cannot run (no build.mjs for `bundle`) is reported as such and skipped.
 *
 * Each round, for each runtime:
 *   1. PostgreSQL, fresh empty database, migrations included, no seed (what a production first start does):
 *      time from spawn to the first 200 of GET /api/health;
 *   2. PGlite, an existing data folder (demo data, migrations already applied): the same time, and RSS after start;
 *   3. PostgreSQL, a copy of a database with the demo data: start time, RSS 1 s after start, then demo member
 *      100002 signs in (CAPTCHA_BYPASS=1) and autocannon reads GET /api/v1/me with its token (--warmup s
 *      not counted, then --seconds s): req/s, p50, p99, and the peak RSS under that load.
 * RSS is the server process's (the node that listens) and, apart, every process the runtime started (tsx keeps a
 * parent process and an esbuild service beside the server).
 * Needs `psql` and a PostgreSQL server (PERF_PG, default postgres://postgres@127.0.0.1:5432).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkoutRootOf, resolveApiDir } from '../support/api-modules';
import { startGroup } from '../support/process-group';
import { copyDatabase, loadAverage, type ScratchDatabase } from '../support/scratch-database';
import { groupCpuMs, groupRss, waitedChildrenCpuMs } from './process-accounting';
import { prepareFixtures } from './runtime-fixtures';
import { readMe, signIn } from './runtime-load';
import { RUNTIMES, type Runtime, report, type Sample } from './runtime-report';

const STRIP_HOOK = resolve(import.meta.dirname, 'strip-types-resolve.mjs');

type Options = ReturnType<typeof readOptions>;

function readOptions() {
  const { values } = parseArgs({
    options: {
      runtimes: { type: 'string', default: 'tsx,tsx-cold,strip,bundle' },
      rounds: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '20' },
      port: { type: 'string', default: '3461' },
      'api-dir': { type: 'string' },
    },
  });
  const runtimes = values.runtimes.split(',').map((name) => name.trim()) as Runtime[];
  for (const name of runtimes) {
    if (!RUNTIMES.includes(name)) throw new Error(`unknown runtime ${name}: one of ${RUNTIMES.join(', ')}`);
  }
  const apiDir = resolveApiDir(values['api-dir']);
  return {
    runtimes,
    apiDir,
    root: checkoutRootOf(apiDir),
    rounds: Number(values.rounds),
    seconds: Number(values.seconds),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
    port: Number(values.port),
  };
}

/** The command line that starts the API under `runtime`, from the API's folder. */
function commandOf(runtime: Runtime, options: Options): { args: string[]; env: NodeJS.ProcessEnv } {
  const bin = join(options.root, 'node_modules/.bin');
  switch (runtime) {
    case 'tsx':
      return { args: [join(bin, 'tsx'), 'src/server.ts'], env: {} };
    case 'tsx-cold':
      return { args: [join(bin, 'tsx'), 'src/server.ts'], env: { TSX_DISABLE_CACHE: '1' } };
    case 'strip':
      return { args: [join(bin, 'node'), '--import', STRIP_HOOK, 'src/server.ts'], env: {} };
    case 'bundle':
      return { args: [join(bin, 'node'), '--enable-source-maps', 'dist/server.js'], env: {} };
    case 'bundle-nomaps':
      return { args: [join(bin, 'node'), 'dist/server.js'], env: {} };
  }
}

/**
 * Builds dist/ for `bundle` on core 0, like a start would; answers the build's wall and CPU time (esbuild's own
 * threads included), or undefined when this checkout has no build.
 */
function buildBundle(options: Options): { ms: number; cpuMs: number } | undefined {
  if (!existsSync(join(options.apiDir, 'build.mjs'))) return undefined;
  const cpuBefore = waitedChildrenCpuMs();
  const started = performance.now();
  execFileSync('taskset', ['-c', '0', join(options.root, 'node_modules/.bin/node'), 'build.mjs'], {
    cwd: options.apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    ms: Math.round(performance.now() - started),
    cpuMs: Math.round(waitedChildrenCpuMs() - cpuBefore),
  };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Starts the API under `runtime` on core 0 and answers it once /api/health said 200, with the time that took. */
async function startApi(runtime: Runtime, options: Options, database: { url?: string; dataDir?: string }) {
  const { args, env } = commandOf(runtime, options);
  const bin = join(options.root, 'node_modules/.bin');
  const started = performance.now();
  const server = startGroup('taskset', ['-c', '0', ...args], {
    cwd: options.apiDir,
    log: `API under ${runtime}`,
    env: {
      ...process.env,
      // tsx's `#!/usr/bin/env node` must find the checkout's Node 24, not the machine's Node 20.
      PATH: `${bin}:${process.env.PATH}`,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATABASE_URL: database.url ?? '',
      DATA_DIR: database.dataDir ?? join(tmpdir(), 'kopkar-runtime-unused'),
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO: '0',
      CAPTCHA_BYPASS: '1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_NAMESPACE: `runtime${process.pid}`,
    },
  });
  const url = `http://127.0.0.1:${options.port}/api/health`;
  const deadline = started + 120_000;
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await server.stop();
      throw new Error(`${url} did not answer 200 within 120 s\n${server.output()}`);
    }
    await pause(20);
  }
  return { server, startMs: Math.round(performance.now() - started), startCpuMs: groupCpuMs(server.pid) };
}

async function measureOnce(
  runtime: Runtime,
  round: number,
  options: Options,
  fixtures: Awaited<ReturnType<typeof prepareFixtures>>,
  build: { ms: number; cpuMs: number } | undefined,
): Promise<Sample> {
  const origin = `http://127.0.0.1:${options.port}`;
  const seededName = new URL(fixtures.seededDb.url).pathname.slice(1);

  // 1. Fresh PostgreSQL database: migrations, no seed.
  const fresh = copyDatabase('template0', 'rtfresh');
  let pgFreshMs: number;
  let pgFreshCpuMs: number;
  try {
    const started = await startApi(runtime, options, { url: fresh.url });
    pgFreshMs = started.startMs;
    pgFreshCpuMs = started.startCpuMs;
    await started.server.stop();
  } finally {
    fresh.drop();
  }

  // 2. PGlite, existing data folder (a copy, so every start finds the same files).
  const pgliteDir = mkdtempSync(join(tmpdir(), 'kopkar-runtime-run-'));
  let pgliteMs: number;
  let pgliteCpuMs: number;
  let pgliteRssMb: number;
  try {
    cpSync(fixtures.pgliteDir, pgliteDir, { recursive: true });
    const started = await startApi(runtime, options, { dataDir: pgliteDir });
    pgliteMs = started.startMs;
    pgliteCpuMs = started.startCpuMs;
    await pause(1000);
    pgliteRssMb = groupRss(started.server.pid).serverMb;
    await started.server.stop();
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }

  // 3. PostgreSQL with the demo data: start, RSS idle, then the signed-in read under load.
  const seeded: ScratchDatabase = copyDatabase(seededName, 'rtload');
  try {
    const started = await startApi(runtime, options, { url: seeded.url });
    try {
      await pause(1000);
      const idle = groupRss(started.server.pid);
      const token = await signIn(origin);
      if (options.warmup > 0) await readMe(origin, token, options.warmup, options.connections);
      let loadRssMb = 0;
      let loadGroupRssMb = 0;
      const sampler = setInterval(() => {
        const now = groupRss(started.server.pid);
        loadRssMb = Math.max(loadRssMb, now.serverMb);
        loadGroupRssMb = Math.max(loadGroupRssMb, now.totalMb);
      }, 250);
      const cpuBefore = groupCpuMs(started.server.pid);
      const result = await readMe(origin, token, options.seconds, options.connections).finally(() =>
        clearInterval(sampler),
      );
      const cpuMs = groupCpuMs(started.server.pid) - cpuBefore;
      return {
        round,
        runtime,
        buildMs: build?.ms,
        buildCpuMs: build?.cpuMs,
        pgFreshMs,
        pgFreshCpuMs,
        pgliteMs,
        pgliteCpuMs,
        pgliteRssMb,
        pgSeededMs: started.startMs,
        pgSeededCpuMs: started.startCpuMs,
        idleRssMb: idle.serverMb,
        idleGroupRssMb: idle.totalMb,
        loadRssMb,
        loadGroupRssMb,
        rps: Math.round(result.requests.average),
        cpuUsPerRequest: Math.round((cpuMs * 1000) / Math.max(1, result.requests.total)),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
        load: loadAverage(),
      };
    } finally {
      await started.server.stop();
    }
  } finally {
    seeded.drop();
  }
}

async function main() {
  const options = readOptions();
  const node = execFileSync(join(options.root, 'node_modules/.bin/node'), ['--version'], {
    encoding: 'utf8',
  }).trim();
  console.info(
    `Runtimes ${options.runtimes.join(', ')} on ${options.apiDir}; Node ${node}; ${options.rounds} rounds; load ${loadAverage()}`,
  );
  const fixtures = await prepareFixtures(options);
  const samples: Sample[] = [];
  const loads: string[] = [];
  const runnable = options.runtimes.filter(
    (runtime) => !runtime.startsWith('bundle') || existsSync(join(options.apiDir, 'build.mjs')),
  );
  if (runnable.length < options.runtimes.length)
    console.info('no build.mjs in this checkout: bundle skipped');
  try {
    for (let round = 1; round <= options.rounds; round += 1) {
      // Rotate the order every round, so no runtime always runs first (or right after the same neighbour).
      const shift = (round - 1) % runnable.length;
      const order = [...runnable.slice(shift), ...runnable.slice(0, shift)];
      for (const runtime of order) {
        const build = runtime.startsWith('bundle') ? buildBundle(options) : undefined;
        const sample = await measureOnce(runtime, round, options, fixtures, build);
        samples.push(sample);
        console.info(
          `round ${round} ${runtime}: start ${sample.pgFreshMs}/${sample.pgliteMs}/${sample.pgSeededMs} ms (CPU ${sample.pgFreshCpuMs}/${sample.pgliteCpuMs}/${sample.pgSeededCpuMs} ms), RSS ${sample.idleRssMb}→${sample.loadRssMb} MB (all ${sample.idleGroupRssMb}→${sample.loadGroupRssMb}), ${sample.rps} req/s, p99 ${sample.p99} ms, ${sample.cpuUsPerRequest} µs CPU/request, errors ${sample.errors} (load ${sample.load})`,
        );
      }
      loads.push(loadAverage());
    }
  } finally {
    fixtures.seededDb.drop();
    rmSync(fixtures.pgliteDir, { recursive: true, force: true });
  }
  report(samples, options, loads);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

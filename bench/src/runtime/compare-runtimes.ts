/**
 * How the API's TypeScript should run in production (issue 12 item 5, ADR 0005): the same server started by each
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
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { checkoutRootOf, resolveApiDir } from '../support/api-modules';
import { startGroup } from '../support/process-group';
import { copyDatabase, loadAverage, type ScratchDatabase } from '../support/scratch-database';

const RUNTIMES = ['tsx', 'tsx-cold', 'strip', 'bundle', 'bundle-nomaps'] as const;
type Runtime = (typeof RUNTIMES)[number];

const DEMO_MEMBER = { nik: '100002', password: 'Koperasi123!' };
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const STRIP_HOOK = resolve(import.meta.dirname, 'strip-types-resolve.mjs');

type Options = ReturnType<typeof readOptions>;
type Sample = {
  round: number;
  runtime: Runtime;
  buildMs?: number;
  buildCpuMs?: number;
  pgFreshMs: number;
  pgFreshCpuMs: number;
  pgliteMs: number;
  pgliteCpuMs: number;
  pgliteRssMb: number;
  pgSeededMs: number;
  pgSeededCpuMs: number;
  idleRssMb: number;
  idleGroupRssMb: number;
  loadRssMb: number;
  loadGroupRssMb: number;
  rps: number;
  cpuUsPerRequest: number;
  p50: number;
  p99: number;
  errors: number;
  load: string;
};

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

/** Children's CPU time (ms) this process has waited for so far: /proc/self/stat cutime + cstime. */
function waitedChildrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * (1000 / TICKS_PER_SECOND);
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

/** Resident memory (MB) of a process group: the largest process (the server) and the sum of all of them. */
function groupRss(groupId: number): { serverMb: number; totalMb: number } {
  const kbs: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      kbs.push(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0));
    } catch {
      // ended meanwhile
    }
  }
  const mb = (kb: number) => Math.round(kb / 1024);
  return { serverMb: mb(Math.max(0, ...kbs)), totalMb: mb(kbs.reduce((sum, kb) => sum + kb, 0)) };
}

/**
 * CPU time (user + system, ms) spent so far by every process of a group. On a shared machine a start-up's wall
 * time grows with everyone else's load; the CPU it burns much less so: both are reported.
 */
function groupCpuMs(groupId: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command name: state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks * (1000 / TICKS_PER_SECOND);
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

async function signIn(origin: string): Promise<string> {
  const reply = await fetch(`${origin}/api/v1/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_MEMBER, captcha: '0', key: 'x' }),
  });
  const body = (await reply.json()) as { message: string; data?: { access_token?: string } };
  const token = body.data?.access_token;
  if (!token) throw new Error(`login of ${DEMO_MEMBER.nik}: ${reply.status} ${body.message}`);
  return token;
}

function readMe(origin: string, token: string, seconds: number, connections: number) {
  return new Promise<autocannon.Result>((done, fail) => {
    autocannon(
      {
        url: `${origin}/api/v1/me`,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}

/** One database with the demo data (seeded by today's runtime) and one PGlite folder the same, made once. */
async function prepareFixtures(options: Options) {
  const seededDb = copyDatabase('template0', 'rtseed');
  const pgliteDir = mkdtempSync(join(tmpdir(), 'kopkar-runtime-'));
  const seed = async (database: { url?: string; dataDir?: string }) => {
    const bin = join(options.root, 'node_modules/.bin');
    const server = startGroup('taskset', ['-c', '0', join(bin, 'tsx'), 'src/server.ts'], {
      cwd: options.apiDir,
      log: 'seeding API',
      env: {
        ...process.env,
        PATH: `${bin}:${process.env.PATH}`,
        HOST: '127.0.0.1',
        PORT: String(options.port),
        DATABASE_URL: database.url ?? '',
        DATA_DIR: database.dataDir ?? '',
        REDIS_URL: '',
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
      },
    });
    const deadline = Date.now() + 300_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${options.port}/api/health`)).status === 200) break;
      } catch {
        // seeding
      }
      if (Date.now() > deadline) throw new Error(`seeding did not finish\n${server.output()}`);
      await pause(200);
    }
    await server.stop();
  };
  await seed({ url: seededDb.url });
  await seed({ dataDir: pgliteDir });
  return { seededDb, pgliteDir };
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

type Column = [string, (sample: Sample) => number | undefined];

const START_COLUMNS: Column[] = [
  ['build ms', (s) => s.buildMs],
  ['CPU ms', (s) => s.buildCpuMs],
  ['PG fresh + migrations: ms', (s) => s.pgFreshMs],
  ['CPU ms', (s) => s.pgFreshCpuMs],
  ['PGlite existing: ms', (s) => s.pgliteMs],
  ['CPU ms', (s) => s.pgliteCpuMs],
  ['PG demo data: ms', (s) => s.pgSeededMs],
  ['CPU ms', (s) => s.pgSeededCpuMs],
];
const RUN_COLUMNS: Column[] = [
  ['RSS PGlite after start MB', (s) => s.pgliteRssMb],
  ['RSS PG after start MB', (s) => s.idleRssMb],
  ['all processes MB', (s) => s.idleGroupRssMb],
  ['RSS under load MB', (s) => s.loadRssMb],
  ['all processes MB', (s) => s.loadGroupRssMb],
  ['GET /me req/s', (s) => s.rps],
  ['p50 ms', (s) => s.p50],
  ['p99 ms', (s) => s.p99],
  ['CPU µs/request', (s) => s.cpuUsPerRequest],
  ['errors', (s) => s.errors],
];

function table(title: string, columns: Column[], samples: Sample[], runtimes: Runtime[]) {
  console.info(`\n${title}`);
  console.info(`| runtime | ${columns.map(([name]) => name).join(' | ')} |`);
  console.info(`|---|${columns.map(() => '---:').join('|')}|`);
  for (const runtime of runtimes) {
    const own = samples.filter((sample) => sample.runtime === runtime);
    if (own.length === 0) continue;
    const cells = columns.map(([, pick]) => {
      const values = own.map(pick).filter((value): value is number => value !== undefined);
      return values.length ? String(Math.round(median(values))) : '-';
    });
    console.info(`| ${runtime} | ${cells.join(' | ')} |`);
  }
}

function report(samples: Sample[], options: Options, loads: string[]) {
  console.info('\nPer run:');
  for (const sample of samples) {
    console.info(
      `  round ${sample.round} ${sample.runtime.padEnd(8)} ${[...START_COLUMNS, ...RUN_COLUMNS]
        .map(([name, pick]) => `${name} ${pick(sample) ?? '-'}`)
        .join(', ')} (load ${sample.load})`,
    );
  }
  console.info(
    `\nMedians of ${options.rounds} rounds; start = spawn to the first 200 of GET /api/health (CPU: every process the runtime started); ${options.connections} connections, ${options.warmup} s warm-up, ${options.seconds} s measured; server on core 0, load on core 1`,
  );
  table('Start-up', START_COLUMNS, samples, options.runtimes);
  table('Memory and the signed-in read (GET /api/v1/me, PostgreSQL)', RUN_COLUMNS, samples, options.runtimes);
  console.info(`Load average (1, 5, 15 min) at the end of each round: ${loads.join('; ')}`);
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

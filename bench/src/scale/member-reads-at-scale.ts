/**
 * Member reads at scale: the four signed-in reads a member's first pages make, and the savings balances of the
 * home page (`GET /Simpanan/{nik}`, when the checkout serves it), against the bare-route limit
 * (bench/yardsticks/bare-route.mjs), on a generated cooperative, and the API process's resident memory under that
 * load. The API (started the production way, the chosen checkout's esbuild bundle; `--runtime tsx` for a checkout
 * without build.mjs) and the bare route on core 0, the load from this process on core 1 (the npm script pins it),
 * 20 connections, 8 s per call, no warm-up. Signs in as a generated member with a running loan, sukarela savings
 * and the most notifications (choose-member.ts; or `--nik`).
 *
 *   npm run scale:reads -w @kopkar/bench -- --template bench_tpl_5k [--api-dir /work/baseline/apps/api --runtime tsx]
 *   options: --database-url URL (read in place), --nik, --seconds 8, --connections 20, --port 3431, --bare-port 3432,
 *            --figures FILE (the figures as JSON too), --bare-route FILE (another yardstick)
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { checkoutRootOf, resolveApiDir } from '../support/api-modules';
import { apiCommand, describeRuntime, prepareApi, readApiRuntime } from '../support/api-server';
import { sampleRss, serverRssMb, startGroup, waitForHealth } from '../support/process-group';
import { chooseDatabase, loadAverage } from '../support/scratch-database';
import { chooseMember, describeMember, type Member } from './choose-member';
import { type LoadFigure as Figure, loadFigureOf, type ReadsFigures, writeFigures } from './figures';

const BARE_ROUTE = resolve(import.meta.dirname, '../../yardsticks/bare-route.mjs');

function readOptions() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      template: { type: 'string' },
      'api-dir': { type: 'string' },
      nik: { type: 'string' },
      seconds: { type: 'string', default: '8' },
      connections: { type: 'string', default: '20' },
      port: { type: 'string', default: '3431' },
      'bare-port': { type: 'string', default: '3432' },
      'bare-route': { type: 'string' },
      runtime: { type: 'string' },
      figures: { type: 'string' },
    },
  });
  const apiDir = resolveApiDir(values['api-dir']);
  const root = checkoutRootOf(apiDir);
  return {
    ...values,
    apiDir,
    root,
    runtime: readApiRuntime(values.runtime, apiDir),
    // This repository's yardstick whichever checkout is measured; it loads fastify and pg from that checkout.
    bareRoute: resolve(values['bare-route'] ?? BARE_ROUTE),
    seconds: Number(values.seconds),
    connections: Number(values.connections),
  };
}

function measure(
  url: string,
  options: { seconds: number; connections: number },
  init: { method?: 'GET' | 'POST'; token?: string } = {},
) {
  return new Promise<Figure>((done, fail) => {
    autocannon(
      {
        url,
        method: init.method ?? 'GET',
        connections: options.connections,
        duration: options.seconds,
        headers: init.token ? { authorization: `Bearer ${init.token}` } : {},
      },
      (error, result) => {
        if (error) return fail(error);
        done(loadFigureOf(result, loadAverage()));
      },
    );
  });
}

async function signIn(origin: string, nik: string): Promise<string> {
  const reply = await fetch(`${origin}/api/v1/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nik, password: 'Koperasi123!', captcha: '0', key: 'x' }),
  });
  const body = (await reply.json()) as { message: string; data?: { access_token?: string } };
  const token = body.data?.access_token;
  if (!token) throw new Error(`login of ${nik}: ${reply.status} ${body.message}`);
  return token;
}

/** False when the checkout answers 404 (one from before the call existed); any other answer is measured as is. */
async function isServed(url: string, token: string): Promise<boolean> {
  const reply = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await reply.body?.cancel();
  return reply.status !== 404;
}

async function isTaken(port: string): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return true;
  } catch {
    return false;
  }
}

function startServers(options: ReturnType<typeof readOptions>, databaseUrl: string) {
  const bin = join(options.root, 'node_modules/.bin');
  // PATH first: tsx's `#!/usr/bin/env node` must find the checkout's Node 24, not the machine's Node 20.
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
  const { args } = apiCommand(options.runtime, options.root);
  const api = startGroup('taskset', ['-c', '0', ...args], {
    cwd: options.apiDir,
    log: 'API',
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: options.port,
      DATABASE_URL: databaseUrl,
      CAPTCHA_BYPASS: '1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_NAMESPACE: `perf${process.pid}`,
    },
  });
  const bare = startGroup(
    'taskset',
    ['-c', '0', join(bin, 'node'), options.bareRoute, options['bare-port'], databaseUrl],
    {
      cwd: options.root,
      log: 'bare route',
      env,
    },
  );
  return { api, bare };
}

const line = (title: string, figure: Figure, limit?: Figure) =>
  `${title}: ${figure.rps} req/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms, errors ${figure.errors}${limit ? `, ratio ${(figure.rps / limit.rps).toFixed(3)}` : ''} (load ${figure.load})`;

async function runReads(
  options: ReturnType<typeof readOptions>,
  member: Member,
  apiGroup: number,
): Promise<ReadsFigures> {
  const origin = `http://127.0.0.1:${options.port}`;
  const token = await signIn(origin, member.nik);
  const { marker } = apiCommand(options.runtime, options.root);
  const idleRss = serverRssMb(apiGroup, marker);
  const sampler = sampleRss(apiGroup, marker);
  const limit = await measure(`http://127.0.0.1:${options['bare-port']}/limit/${member.nik}`, options);
  console.info(line('bare route (the limit)', limit));
  const calls = [
    ['GET', `/api/v1/StatusPinjaman/${member.nik}`],
    ['GET', `/api/v1/HistoryPinjaman/${member.nik}`],
    ['GET', '/api/v1/me'],
    ['POST', `/api/v1/Notifikasi/${member.id}`],
  ] as const;
  const figures: ReadsFigures['calls'] = [];
  const measureCall = async (method: 'GET' | 'POST', path: string) => {
    const figure = await measure(`${origin}${path}`, options, { method, token });
    console.info(line(`${method} ${path}`, figure, limit));
    figures.push({ call: `${method} ${path}`, ...figure, ratio: figure.rps / limit.rps });
  };
  for (const [method, path] of calls) await measureCall(method, path);
  // The savings balances the home page reads: last, so the four above run as they always did.
  const savings = `/api/v1/Simpanan/${member.nik}`;
  if (await isServed(`${origin}${savings}`, token)) await measureCall('GET', savings);
  else console.info(`GET ${savings}: not served by this checkout (404), not measured`);
  const peakRss = sampler.stop();
  const rss = { idleMb: idleRss, peakMb: peakRss, load: loadAverage() };
  console.info(
    `API process RSS: ${idleRss} MB signed in and idle, peak ${peakRss} MB under load (load ${rss.load})`,
  );
  return {
    runtime: describeRuntime(options.runtime),
    member,
    connections: options.connections,
    seconds: options.seconds,
    limit,
    calls: figures,
    rss,
  };
}

/** Builds the bundle (as `npm start` does first) and says how the API runs. */
function prepareAndDescribeApi(options: ReturnType<typeof readOptions>) {
  const { runtime } = options;
  const buildMs = prepareApi(runtime, options.apiDir, options.root);
  console.info(
    `API ${options.apiDir}, run as ${describeRuntime(runtime)}${runtime === 'bundle' ? ` (built in ${buildMs} ms)` : ''}`,
  );
}

async function main() {
  const options = readOptions();
  for (const port of [options.port, options['bare-port']]) {
    if (await isTaken(port))
      throw new Error(`port ${port} is taken: stop that server or choose another port`);
  }
  const database = chooseDatabase(
    { databaseUrl: options['database-url'], template: options.template },
    'reads',
  );
  try {
    const member = await chooseMember(options.apiDir, database.url, options.nik);
    prepareAndDescribeApi(options);
    console.info(`member ${describeMember(member)}`);
    console.info(
      `${options.connections} connections, ${options.seconds} s per call; API and bare route on core 0, load on core 1`,
    );
    const servers = startServers(options, database.url);
    try {
      await waitForHealth(`http://127.0.0.1:${options.port}/api/health`, 120, servers.api.output);
      await waitForHealth(
        `http://127.0.0.1:${options['bare-port']}/limit/${member.nik}`,
        30,
        servers.bare.output,
      );
      writeFigures(options.figures, await runReads(options, member, servers.api.pid));
    } finally {
      await servers.api.stop();
      await servers.bare.stop();
    }
  } finally {
    database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Soak: one API process under a member's day of traffic for an hour, its memory sampled every 30 s and
 * its heap snapshotted at ~5 min, ~30 min and at the end, to tell whether RSS levels off and, if not, what grows.
 * The API (soak-api.ts) runs the production bundle on core 0, on a copy of the generated 5,000-member template;
 * this process drives autocannon from core 1 (the npm script pins it). Snapshots go to the run's folder in /tmp;
 * compare them with `npm run soak:compare`. Nothing passes or fails.
 *
 *   npm run soak -w @kopkar/bench -- --minutes 60 --connections 50
 *   options: --every 30 (seconds between samples), --snapshots 5,30 (minutes; the end always), --members 5000,
 *            --port 3460 (the inspector the next port), --env KEY=VALUE (repeatable, extra API settings)
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkoutRootOf, resolveApiDir } from '../support/api-modules';
import { copyDatabase, loadAverage } from '../support/scratch-database';
import { ensureTemplate } from '../support/templates';
import { describeTrend, formatCurve } from './curve-table';
import { connectInspector, type Inspector } from './inspector';
import { recordSample, type Sample, takeSample } from './samples';
import { startSoakApi } from './soak-api';
import { startTraffic, type Tally } from './traffic';
import { loadMembers } from './visitors';

function readOptions() {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '60' },
      connections: { type: 'string', default: '50' },
      every: { type: 'string', default: '30' },
      snapshots: { type: 'string', default: '5,30' },
      members: { type: 'string', default: '5000' },
      port: { type: 'string', default: '3460' },
      env: { type: 'string', multiple: true, default: [] },
    },
  });
  const extra = Object.fromEntries(
    values.env.map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]),
  );
  const apiDir = resolveApiDir(undefined);
  return {
    minutes: Number(values.minutes),
    connections: Number(values.connections),
    everySeconds: Number(values.every),
    snapshotMinutes: values.snapshots.split(',').filter(Boolean).map(Number),
    members: Number(values.members),
    port: Number(values.port),
    extra,
    apiDir,
    root: checkoutRootOf(apiDir),
  };
}

const todayInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

function printCalls(tally: Tally) {
  console.info('\nAnswers per call (status: count):');
  const rows = [...tally.byCall.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [call, counts] of rows) {
    const statuses = [...counts.entries()].map(([status, count]) => `${status}: ${count}`).join(', ');
    console.info(`  ${call.padEnd(48)} ${statuses}`);
  }
  console.info(`visits ${tally.visits()}, connection errors and timeouts ${tally.errors()}`);
}

/** Samples until the traffic ends, taking the snapshots that fall due; answers every sample. */
async function watch(
  run: { pid: number; inspector: Inspector; folder: string; tally: Tally; finished: Promise<unknown> },
  options: ReturnType<typeof readOptions>,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const started = performance.now();
  let last = started;
  let isFinished = false;
  void run.finished.then(() => {
    isFinished = true;
  });
  const pending = [...options.snapshotMinutes].sort((a, b) => a - b);
  for (let tick = 1; !isFinished; tick += 1) {
    const due = started + tick * options.everySeconds * 1000;
    while (!isFinished && performance.now() < due) await new Promise((done) => setTimeout(done, 250));
    if (isFinished) break;
    const now = performance.now();
    const sample = await takeSample(
      run.pid,
      run.inspector,
      (now - started) / 1000,
      run.tally.takeInterval(),
      (now - last) / 1000,
    );
    last = now;
    if (pending[0] !== undefined && sample.at >= pending[0] * 60) {
      const minute = pending.shift();
      const seconds = await run.inspector.takeSnapshot(join(run.folder, `minute-${minute}.heapsnapshot`));
      sample.note = `snapshot minute-${minute} (${seconds.toFixed(1)} s)`;
    }
    recordSample(run.folder, sample);
    samples.push(sample);
  }
  return samples;
}

/** After the load: idle a moment, force a collection, sample, and take the last snapshot. */
async function finish(
  run: { pid: number; inspector: Inspector; folder: string },
  at: number,
): Promise<Sample> {
  await new Promise((done) => setTimeout(done, 5_000));
  await run.inspector.collectGarbage();
  const sample = await takeSample(run.pid, run.inspector, at, 0, 0);
  const seconds = await run.inspector.takeSnapshot(join(run.folder, 'end.heapsnapshot'));
  sample.note = `idle, after a forced GC; snapshot end (${seconds.toFixed(1)} s)`;
  recordSample(run.folder, sample);
  return sample;
}

async function main() {
  const options = readOptions();
  const folder = join(tmpdir(), `kopkar-soak-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(folder, { recursive: true });
  const template = await ensureTemplate({
    members: options.members,
    seed: 1,
    today: todayInJakarta(),
    apiDir: options.apiDir,
    benchRoot: options.root,
    regenerate: false,
  });
  const database = copyDatabase(template.name, 'soak');
  try {
    const members = await loadMembers(database.url);
    const api = await startSoakApi({
      apiDir: options.apiDir,
      root: options.root,
      port: options.port,
      inspectPort: options.port + 1,
      databaseUrl: database.url,
      redisUrl: process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379',
      extra: options.extra,
    });
    const inspector = await connectInspector(options.port + 1);
    try {
      console.info(
        `soak: ${options.minutes} min, ${options.connections} connections, ${members.length} members of ${template.name}; API pid ${api.pid} on core 0 (built in ${api.buildMs} ms); samples and snapshots in ${folder}; load ${loadAverage()}`,
      );
      const idle = await takeSample(api.pid, inspector, 0, 0, 0);
      idle.note = 'started, idle';
      recordSample(folder, idle);
      const traffic = startTraffic({
        origin: `http://127.0.0.1:${options.port}`,
        connections: options.connections,
        seconds: options.minutes * 60,
        members,
      });
      const samples = [idle, ...(await watch({ pid: api.pid, inspector, folder, ...traffic }, options))];
      samples.push(await finish({ pid: api.pid, inspector, folder }, options.minutes * 60));
      printCalls(traffic.tally);
      console.info(`\n${formatCurve(samples)}\n\n${describeTrend(samples)}`);
      console.info(
        `\nsnapshots: ${resolve(folder)}/*.heapsnapshot (npm run soak:compare -w @kopkar/bench -- A B)`,
      );
    } finally {
      inspector.close();
      await api.stop();
    }
  } finally {
    database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

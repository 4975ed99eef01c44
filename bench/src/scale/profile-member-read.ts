/**
 * Where a signed-in member read spends its time (profile before optimising). Starts the API of a checkout
 * under `node --cpu-prof` on core 0 the production way (its esbuild bundle; `--runtime tsx` for a checkout without
 * build.mjs), loads one call from core 1 with autocannon, stops the API (the profile is written on exit) and prints
 * the self time per package or source file (the bundle's frames are mapped back to their sources through its source
 * map), the heaviest functions, and the throughput during the profile (lower than without the profiler; compare
 * buckets, not req/s).
 *
 *   npm run scale:profile -w @kopkar/bench -- --database-url postgres://…/bench_5k --path /api/v1/me [--nik …]
 *   options: --method GET|POST, --seconds 10, --connections 20, --port 3433, --api-dir …, --runtime tsx, --top 25
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { checkoutRootOf, resolveApiDir } from '../support/api-modules';
import { apiCommand, describeRuntime, prepareApi, readApiRuntime } from '../support/api-server';
import { startGroup, waitForHealth } from '../support/process-group';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

function readOptions() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'api-dir': { type: 'string' },
      path: { type: 'string', default: '/api/v1/me' },
      method: { type: 'string', default: 'GET' },
      nik: { type: 'string', default: '100002' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      port: { type: 'string', default: '3433' },
      top: { type: 'string', default: '25' },
      runtime: { type: 'string' },
    },
  });
  if (!values['database-url']) throw new Error('--database-url is required (a generated or demo database)');
  const apiDir = resolveApiDir(values['api-dir']);
  return {
    ...values,
    databaseUrl: values['database-url'],
    apiDir,
    root: checkoutRootOf(apiDir),
    runtime: readApiRuntime(values.runtime, apiDir),
  };
}

/**
 * A frame of the bundle (dist/server.js) told by its place in the source it came from, so the buckets name source
 * files as under tsx; frames elsewhere (node_modules, node:) stay as they are.
 */
function sourceFramesOf(apiDir: string) {
  const bundle = join(apiDir, 'dist/server.js');
  const mapFile = `${bundle}.map`;
  let map: SourceMap | undefined;
  try {
    map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
  } catch {
    return (frame: ProfileNode['callFrame']) => frame;
  }
  const sourceMap = map;
  return (frame: ProfileNode['callFrame']) => {
    if (!frame.url.endsWith('/dist/server.js')) return frame;
    const entry = sourceMap.findEntry(frame.lineNumber, frame.columnNumber);
    if (!('originalSource' in entry)) return frame;
    const source = entry.originalSource.replace(/^file:\/\//, '');
    return { ...frame, url: resolve(dirname(bundle), source), lineNumber: entry.originalLine };
  };
}

/** The bucket a frame's time goes to: the npm package, our own source file, Node's internals, or V8 itself. */
function bucketOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return `npm:${inPackage[1]}`;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const own = /\/(apps|packages)\/(.+)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

/**
 * Self time per node over the samples of the load only: start-up (loading and compiling modules) would otherwise
 * dominate. The load ran during the `seconds` before the API was stopped; the last second (shutdown) is left out.
 */
function selfTimeDuringLoad(profile: Profile, seconds: number) {
  const times: number[] = [];
  let clock = 0;
  for (const delta of profile.timeDeltas) {
    clock += delta / 1000;
    times.push(clock);
  }
  const windowEnd = clock - 1000;
  const windowStart = windowEnd - seconds * 1000;
  const selfMs = new Map<number, number>();
  profile.samples.forEach((nodeId, index) => {
    const at = times[index] ?? 0;
    if (at < windowStart || at > windowEnd) return;
    selfMs.set(nodeId, (selfMs.get(nodeId) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return selfMs;
}

function summarise(
  profile: Profile,
  top: number,
  seconds: number,
  toSource: ReturnType<typeof sourceFramesOf>,
) {
  const selfMs = selfTimeDuringLoad(profile, seconds);
  const byBucket = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    total += ms;
    const frame = ms > 0 ? toSource(node.callFrame) : node.callFrame;
    const bucket = bucketOf(frame);
    byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${bucket}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const busy = total - (byBucket.get('(idle)') ?? 0);
  const rows = (map: Map<string, number>) =>
    [...map]
      .filter(([name]) => name !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${name}`);
  return [
    `busy ${(busy / 1000).toFixed(1)} s of ${(total / 1000).toFixed(1)} s sampled during the load`,
    'self time by package / file:',
    ...rows(byBucket),
    'heaviest functions (self time):',
    ...rows(byFunction),
  ].join('\n');
}

async function signIn(origin: string, nik: string): Promise<string> {
  const reply = await fetch(`${origin}/api/v1/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nik, password: 'Koperasi123!', captcha: '0', key: 'x' }),
  });
  const body = (await reply.json()) as { message: string; data?: { access_token?: string } };
  if (!body.data?.access_token) throw new Error(`login of ${nik}: ${reply.status} ${body.message}`);
  return body.data.access_token;
}

async function main() {
  const options = readOptions();
  const profileDir = mkdtempSync(join(tmpdir(), 'kopkar-profile-'));
  const bin = join(options.root, 'node_modules/.bin');
  prepareApi(options.runtime, options.apiDir, options.root);
  console.info(`API ${options.apiDir}, run as ${describeRuntime(options.runtime)} under --cpu-prof`);
  const { args } = apiCommand(options.runtime, options.root, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  const api = startGroup('taskset', ['-c', '0', ...args], {
    cwd: options.apiDir,
    log: 'API',
    env: {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      HOST: '127.0.0.1',
      PORT: options.port,
      DATABASE_URL: options.databaseUrl,
      CAPTCHA_BYPASS: '1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_NAMESPACE: `profile${process.pid}`,
    },
  });
  const origin = `http://127.0.0.1:${options.port}`;
  try {
    await waitForHealth(`${origin}/api/health`, 120, api.output);
    const token = await signIn(origin, options.nik);
    const path = options.path.replace('{nik}', options.nik);
    const result = await autocannon({
      url: `${origin}${path}`,
      method: options.method as 'GET' | 'POST',
      connections: Number(options.connections),
      duration: Number(options.seconds),
      headers: { authorization: `Bearer ${token}` },
    });
    console.info(
      `${options.method} ${path} under the profiler: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  } finally {
    await api.stop();
  }
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${profileDir}`);
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile;
  const toSource = sourceFramesOf(options.apiDir);
  console.info(summarise(profile, Number(options.top), Number(options.seconds) - 1, toSource));
  console.info(`profile: ${join(profileDir, file)} (open it in Chrome DevTools › Performance)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Load benchmark of the calls a member's home page makes, against a freshly seeded portal on the embedded
 * database (or DATABASE_URL). Two cores: the server is pinned to core 0 and this generator to core 1
 * (docs/testing.md trap 5), and the report gives figures of one run side by side, never a pass/fail.
 *
 *   npm run bench            (from the repository root; builds nothing, starts its own server on BENCH_PORT)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const apiDir = resolve(import.meta.dirname, '../../apps/api');

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error('server did not become healthy');
}

async function signIn(nik: string): Promise<string> {
  const reply = await fetch(`${origin}/api/v1/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nik, password: 'Koperasi123!', captcha: '0', key: 'bench' }),
  });
  const body = (await reply.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

function run(title: string, path: string, token?: string) {
  return new Promise<{ title: string; rps: number; p50: number; p99: number; errors: number }>(
    (done, fail) => {
      autocannon(
        {
          url: `${origin}${path}`,
          connections,
          duration: durationSeconds,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        },
        (error, result) => {
          if (error) return fail(error);
          done({
            title,
            rps: Math.round(result.requests.average),
            p50: result.latency.p50,
            p99: result.latency.p99,
            errors: result.errors + result.non2xx,
          });
        },
      );
    },
  );
}

/** True when something already answers on the port: measuring it would measure a stranger (or a leftover). */
async function portAnswers(): Promise<boolean> {
  try {
    await fetch(`${origin}/api/health`);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  if (await portAnswers()) throw new Error(`${origin} is already taken: stop that server or set BENCH_PORT`);
  const dataDir = mkdtempSync(join(tmpdir(), 'kopkar-bench-'));
  const server = spawn('taskset', ['-c', '0', 'npx', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_BYPASS: '1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: 'inherit',
    // Its own process group: killing taskset alone left npx, tsx and the listening server behind.
    detached: true,
  });
  try {
    await waitForHealth(Date.now() + 120_000);
    const token = await signIn('100002');
    const results = [];
    results.push(await run('GET /api/health (database round trip)', '/api/health'));
    results.push(await run('GET /api/v1/product (public list)', '/api/v1/product'));
    results.push(await run('GET /api/v1/me (user + balances + ceiling)', '/api/v1/me', token));
    results.push(await run('GET /api/v1/StatusPinjaman/100002', '/api/v1/StatusPinjaman/100002', token));
    results.push(await run('GET /api/v1/HistoryPinjaman/100002', '/api/v1/HistoryPinjaman/100002', token));
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.info(
      `\n${connections} connections, ${durationSeconds} s each, server on core 0, load on core 1, ${database}`,
    );
    console.table(
      results.map((r) => ({
        call: r.title,
        'req/s': r.rps,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
      })),
    );
  } finally {
    const exited = new Promise((done) => server.once('exit', done));
    if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

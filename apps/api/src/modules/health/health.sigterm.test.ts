/**
 * SIGTERM under load (issue 27): a real API process (src/server.ts) on PostgreSQL, clients sending request after
 * request on keep-alive connections, SIGTERM in the middle. Every request sent must get an HTTP answer: during the
 * drain the process keeps serving, each reply closes its connection and readiness answers 503, so a client (or
 * the load balancer) moves away before the process stops listening. A client stops at its first reply after the
 * SIGTERM that closes its connection, as one behind a load balancer would be sent elsewhere.
 * Also checks server.ts's METRICS_PORT: /metrics on its own listener, never on the portal's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, get as httpGet } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrlOf } from '../../../test/kill-posting';
import { closedPort } from '../../../test/network-faults';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('health.sigterm.test: skipped, set DATABASE_URL to run it on PostgreSQL');

const API_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const CLIENTS = 16;

type Reply = { status: number; connection: string | undefined; body: string };

function get(port: number, path: string, agent: Agent | false = false): Promise<Reply> {
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function until(check: () => Promise<boolean>, what: string, deadline = Date.now() + 90_000) {
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting: ${what}`);
}

let handle: DatabaseHandle | undefined;
let child: ChildProcess | undefined;
afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await handle?.close();
});

describe.runIf(onPostgres)('SIGTERM under load (a real API process on PostgreSQL)', () => {
  it('answers every request sent, turns not ready while draining, and exits cleanly', async () => {
    handle = await createTestDatabase();
    const [port, metricsPort] = [await closedPort(), await closedPort()];
    let output = '';
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        DATABASE_URL: await databaseUrlOf(handle),
        REDIS_URL: '',
        SEED_DEMO: '0',
        SHUTDOWN_DRAIN_MS: '3000',
        LOG_LEVEL: 'warn',
      },
    });
    child = server;
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    await until(async () => (await get(port, '/api/health/ready')).status === 200, `ready\n${output}`);

    const metrics = await get(metricsPort, '/metrics');
    expect([metrics.status, metrics.body]).toEqual([
      200,
      expect.stringContaining('kopkar_nodejs_eventloop_lag'),
    ]);
    expect((await get(port, '/metrics')).body).not.toContain('kopkar_');

    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const answered: number[] = [];
    const lost: string[] = [];
    let isSignalled = false;
    const client = async () => {
      for (;;) {
        try {
          const reply = await get(port, '/api/v1/public-settings', agent);
          answered.push(reply.status);
          if (isSignalled && (reply.connection === 'close' || reply.status !== 200)) return;
        } catch (error) {
          lost.push(String((error as { code?: string }).code ?? error));
          return;
        }
      }
    };
    const clients = Promise.all(Array.from({ length: CLIENTS }, client));
    await until(async () => answered.length >= 200, 'load under way');
    isSignalled = true;
    server.kill('SIGTERM');
    await until(
      async () => (await get(port, '/api/health/ready')).status === 503,
      'not ready while draining',
    );
    await clients;
    agent.destroy();

    expect(lost).toEqual([]);
    expect(answered.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(await exited).toBe(0);
  }, 180_000);
});

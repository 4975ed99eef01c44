import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Http2Client, openHttp2 } from './test/http2-client';
import {
  ASSET_PATH,
  PAGE_MARKER,
  type PortalStack,
  startPortalStack,
  TEST_LOGIN_LIMIT,
} from './test/portal-stack';
import { readExampleEnvironment, readService } from './test/units';

describe('the systemd units and the example env file', () => {
  const env = readExampleEnvironment();

  it('leave each copy its own ports: the env file would override the unit and put both copies on one', () => {
    expect(env.PORT).toBeUndefined();
    expect(env.METRICS_PORT).toBeUndefined();
    const ports = ['3001', '3002'].map((instance) =>
      readService('kopkar-api@.service', instance).environment(),
    );
    expect(ports).toEqual([
      { PORT: '3001', METRICS_PORT: '13001' },
      { PORT: '3002', METRICS_PORT: '13002' },
    ]);
  });

  it('give a stopping copy longer than the API takes to drain and finish (server.ts exits by then itself)', () => {
    const apiStopsWithinMs = Number(env.SHUTDOWN_DRAIN_MS) + Number(env.REQUEST_TIMEOUT_MS) + 5_000;
    const stopTimeout = readService('kopkar-api@.service').get('TimeoutStopSec');
    expect(stopTimeout).toMatch(/^\d+s$/);
    expect(Number.parseInt(stopTimeout, 10) * 1000).toBeGreaterThan(apiStopsWithinMs);
    expect(readService('kopkar-api@.service').get('KillSignal')).toBe('SIGTERM');
  });

  it('trust X-Forwarded-For only from nginx on loopback, where the copies alone listen', () => {
    expect(env.TRUST_PROXY).toBe('127.0.0.1');
    expect(env.HOST).toBe('127.0.0.1');
  });
});

// Two API processes on PostgreSQL, like the race tests (docs/testing.md): CI always sets DATABASE_URL.
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) console.info('deploy.test: skipped, set DATABASE_URL to run the deployment on PostgreSQL');

describe.runIf(serverUrl)('two API copies behind nginx (deploy/nginx, deploy/systemd)', () => {
  let stack: PortalStack;
  const clientFrom = (localAddress: string) =>
    openHttp2({ port: stack.httpsPort, caFile: stack.caFile, localAddress });

  beforeAll(async () => {
    stack = await startPortalStack(serverUrl as string);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('serves a page, a hashed build file and the API over HTTPS with HTTP/2', async () => {
    const client = clientFrom('127.0.0.1');
    const page = await client.request('/pinjaman', { headers: { accept: 'text/html' } });
    expect(page.httpVersion).toBe('2');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain(PAGE_MARKER);

    const asset = await client.request(ASSET_PATH, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.body).toString()).toContain('Portal koperasi');

    const ready = await client.request('/api/health/ready');
    expect(ready.status).toBe(200);
    const settings = await client.request('/api/v1/public-settings');
    expect(settings.status).toBe(200);
    expect(JSON.parse(settings.body.toString())).toMatchObject({ code: 200 });
  });

  it('sends plain HTTP to HTTPS', async () => {
    const reply = await fetch(`http://127.0.0.1:${stack.httpPort}/pinjaman`, { redirect: 'manual' });
    expect(reply.status).toBe(301);
    expect(reply.headers.get('location')).toBe('https://127.0.0.1/pinjaman');
  });

  it('counts the sign-in limit per real client address, whatever X-Forwarded-For the client writes', async () => {
    const signIn = (client: Http2Client, forged: string) =>
      client.request('/api/v1/web/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
        body: '{}',
      });
    const limited = clientFrom('127.0.0.2');
    const statuses: number[] = [];
    // Each attempt claims another address; nginx overwrites the header with 127.0.0.2, so all count there.
    for (let attempt = 1; attempt <= TEST_LOGIN_LIMIT + 1; attempt += 1) {
      statuses.push((await signIn(limited, `203.0.113.${attempt}`)).status);
    }
    expect(statuses.slice(0, TEST_LOGIN_LIMIT)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);

    // Another real address is counted apart, also when it claims to be the limited one.
    const other = await signIn(clientFrom('127.0.0.3'), '127.0.0.2');
    expect(other.status).not.toBe(429);
    expect(other.status).toBeGreaterThanOrEqual(400);
  });

  it('loses no request while one copy stops on SIGTERM', async () => {
    const [stopping, staying] = stack.copies;
    const client = clientFrom('127.0.0.4');
    const failures: string[] = [];
    let answered = 0;
    let isStreaming = true;
    // Each worker stops at the first failure: a loop on failures that come back at once would keep the event loop
    // from ever reaching the copy's exit (it once grew the worker's heap until V8 aborted it, in CI).
    const worker = async () => {
      while (isStreaming && failures.length === 0) {
        const reply = await client.request('/api/v1/public-settings').catch((error: Error) => error);
        if (reply instanceof Error) failures.push(reply.message);
        else if (reply.status !== 200)
          failures.push(`${reply.status} ${reply.body.toString().slice(0, 200)}`);
        answered += 1;
      }
    };
    const answeredAtLeast = async (count: number) => {
      while (answered < count && failures.length === 0) await sleep(20);
    };
    const workers = Array.from({ length: 4 }, worker);
    await answeredAtLeast(40);
    const exitCode = await stopping.stop();
    await answeredAtLeast(answered + 40);
    isStreaming = false;
    await Promise.all(workers);

    expect(failures).toEqual([]);
    expect(exitCode).toBe(0);
    // Both copies served the stream, and nginx sent on to the other copy what the stopped one could not take.
    const upstreams = (await stack.nginx.accessLog()).map((line) => line.split(' ').slice(2).join(' '));
    expect(upstreams).toContain(`127.0.0.1:${stopping.port}`);
    expect(upstreams).toContain(`127.0.0.1:${staying.port}`);
    expect(upstreams).toContain(`127.0.0.1:${stopping.port}, 127.0.0.1:${staying.port}`);
  });
});

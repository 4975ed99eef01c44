import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createMember, TEST_PASSWORD } from '../test/factories';
import { closedPort, type Fault, startBlackHole, startSwitchableProxy } from '../test/network-faults';
import { buildApp } from './app';
import { buildTestConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { waitForDatabase } from './db/wait-for-database';

const UNAVAILABLE = 'Layanan sedang tidak tersedia. Silakan coba lagi beberapa saat lagi.';

/** What a member does first: captcha, sign-in and the OTP request all need the per-IP limits. */
async function memberEntryCalls(app: FastifyInstance) {
  const member = await createMember(app.db);
  const captcha = await app.inject({ method: 'GET', url: '/api/v1/get-key/math' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/web/login',
    payload: { nik: member.nik, password: TEST_PASSWORD, captcha: '0', key: 'bypass' },
  });
  const otp = await app.inject({ method: 'GET', url: `/api/v1/otp/${member.nik}` });
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  return { captcha: captcha.statusCode, login: login.statusCode, otp: otp.statusCode, health: health.json() };
}

describe('Redis unreachable: the per-IP limits fall back to the database', () => {
  const opened: (TestApp | Fault)[] = [];
  afterAll(async () => {
    for (const item of opened.reverse()) await item.close();
  });

  it.each([
    ['refused (nothing listens)', async () => `redis://127.0.0.1:${await closedPort()}`],
    [
      'hung (accepts, never answers)',
      async () => {
        const hole = await startBlackHole();
        opened.push(hole);
        return `redis://127.0.0.1:${hole.port}`;
      },
    ],
  ])('%s: captcha, sign-in and OTP still work and health says redis is down', async (_case, redisUrl) => {
    const t = await buildTestApp({ redisUrl: await redisUrl(), captchaBypass: true });
    opened.push(t);
    expect(await memberEntryCalls(t.app)).toEqual({
      captcha: 200,
      login: 200,
      otp: 200,
      health: {
        code: 200,
        message: 'OK (Redis tidak tersedia: batas dihitung di database)',
        data: { database: 'up', redis: 'down' },
      },
    });
  });
});

describe('PostgreSQL that accepts connections but never answers', () => {
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  let hole: Fault | undefined;
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await hole?.close();
  });

  it('answers health and API calls with 503 and an Indonesian message instead of hanging', async () => {
    hole = await startBlackHole();
    database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${hole.port}/kopkar`,
      connectTimeoutMs: 500,
    });
    app = await buildApp({ config: buildTestConfig({ requestTimeoutMs: 1_000 }), database });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().data).toEqual({ database: 'down', redis: 'off' });
    const products = await app.inject({ method: 'GET', url: '/api/v1/product' });
    expect(products.statusCode).toBe(503);
    expect(products.json()).toEqual({ code: 503, message: UNAVAILABLE, data: null });
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(onPostgres)('PostgreSQL that stops answering after the pool connected', () => {
  it('ends a hanging call with 503 at the request timeout', async () => {
    const target = new URL(process.env.DATABASE_URL as string);
    const proxy = await startSwitchableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({ databaseUrl: viaProxy.toString(), connectTimeoutMs: 500 });
    const app = await buildApp({ config: buildTestConfig({ requestTimeoutMs: 1_000 }), database });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      proxy.blackHole();
      const products = await app.inject({ method: 'GET', url: '/api/v1/product' });
      expect(products.statusCode).toBe(503);
      expect(products.json().message).toBe(UNAVAILABLE);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await proxy.close();
      await database.close().catch(() => {});
    }
  });
});

describe('starting while the database is down', () => {
  it('says that the database cannot be reached and where, retries, then gives up with one sentence', async () => {
    const port = await closedPort();
    const database = await openDatabase({
      databaseUrl: `postgres://kopkar:rahasia@127.0.0.1:${port}/kopkar`,
    });
    const lines: string[] = [];
    try {
      await expect(
        waitForDatabase(database, `postgres://kopkar:***@127.0.0.1:${port}/kopkar`, 2, (line) =>
          lines.push(line),
        ),
      ).rejects.toThrow(
        /^Database tidak dapat dihubungi di postgres:\/\/kopkar:\*\*\*@127\.0\.0\.1:\d+\/kopkar \(ECONNREFUSED/,
      );
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines[0]).toMatch(/mencoba lagi dalam 1 detik/);
    } finally {
      await database.close();
    }
  });
});

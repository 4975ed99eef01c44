import { envelopeSchema, livenessSchema, readinessSchema } from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { closedPort } from '../../../test/network-faults';

// Issue 27: one health call mixed liveness and readiness. A load balancer must stop sending to a copy that cannot
// serve (database gone, migrations not applied, Redis down when configured, shutting down), while a process
// manager restarts only a copy that no longer answers at all.

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened.reverse()) await t.close();
});

async function openApp(...args: Parameters<typeof buildTestApp>) {
  const t = await buildTestApp(...args);
  opened.push(t);
  return t;
}

const readiness = envelopeSchema(readinessSchema);

describe('liveness and readiness', () => {
  it('answers live and ready on a migrated database, and /api/health as before', async () => {
    const t = await openApp({ redisUrl: undefined });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(envelopeSchema(livenessSchema).parse(live.json()).data.uptimeSeconds).toBeGreaterThanOrEqual(0);

    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, readiness.parse(ready.json())]).toEqual([
      200,
      {
        code: 200,
        message: 'OK',
        data: { database: 'up', migrations: 'applied', redis: 'off', draining: false },
      },
    ]);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().data).toEqual({ database: 'up', redis: 'off' });
  });

  it('is not ready while the newest migration of this build is missing from the database', async () => {
    const t = await openApp();
    await t.app.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json().message, ready.json().data.migrations]).toEqual([
      503,
      'Migrasi database belum dijalankan',
      'pending',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('is not ready when the configured Redis does not answer', async () => {
    const t = await openApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json().message, ready.json().data.redis]).toEqual([
      503,
      'Redis tidak tersedia',
      'down',
    ]);
  });

  it('turns not ready the moment shutdown begins, while the process still answers live', async () => {
    const t = await openApp();
    await t.app.drain(0);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json().message, ready.json().data.draining]).toEqual([
      503,
      'Server sedang berhenti',
      true,
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

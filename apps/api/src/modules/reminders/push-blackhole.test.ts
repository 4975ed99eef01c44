import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember } from '../../../test/factories';
import { startBlackHole } from '../../../test/network-faults';
import { createDevice } from '../../../test/push-service';
import { memberHeaders } from '../../../test/sessions';
import { createTestDatabase, openSecondPool } from '../../../test/test-database';
import { buildApp } from '../../app';
import { buildTestConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { reminderDeliveries } from '../../db/schema';
import { MAX_ATTEMPTS } from '../../plugins/job-queue';
import { notifyMember } from '../notifications/notifications.service';

// A member's push endpoint that accepts the connection and never answers held the sender's
// transaction open until PostgreSQL's idle-in-transaction timeout ended it; the pg client's error had no listener
// and the process exited, then died again on the same delivery after every restart, and no other member's
// reminder was sent. Here the real workers run with a 1 s statement timeout (2 s idle in transaction) and a
// 300 ms push timeout: the other member's reminder goes, the black hole's is retried and then fails, and the
// process keeps answering. On PostgreSQL only: PGlite has no idle-in-transaction timeout to end anything.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('push-blackhole.test: skipped, set DATABASE_URL to run it on PostgreSQL');

describe.runIf(onPostgres)('a push endpoint that never answers', () => {
  let database: DatabaseHandle;
  let strict: DatabaseHandle;
  let blackHole: Awaited<ReturnType<typeof startBlackHole>>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    strict = await openSecondPool(database, { statementTimeoutMs: 1_000 });
    blackHole = await startBlackHole();
    const config = buildTestConfig({ captchaBypass: true, outboxPollMs: 100, sendTimeoutMs: 300 });
    app = await buildApp({ config, database: strict, startOutbox: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await blackHole?.close();
    await strict?.close();
    await database?.close();
  });

  it('sends the other reminders, retries the silent device until it fails, and keeps answering', async () => {
    const victim = await createMember(database.db);
    const device = createDevice(`https://127.0.0.1:${blackHole.port}/never-answers`);
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/v1/reminders/push-subscriptions',
      headers: await memberHeaders(app, victim.nik),
      payload: device.subscription,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    // The black hole's row comes first, so it is claimed first, as in the incident.
    await database.db.transaction((tx) =>
      notifyMember(tx, victim, { header: 'APV', description: 'Pinjaman disetujui.', applicationId: null }),
    );
    const other = await createMember(database.db);
    await database.db.insert(reminderDeliveries).values({
      memberId: other.id,
      eventKey: 'instalment:test',
      kind: 'INSTALMENT_DUE',
      channel: 'EMAIL',
      title: 'Angsuran jatuh tempo',
      body: 'Angsuran Anda jatuh tempo dalam 3 hari.',
      url: '/home',
    });
    const rowsOf = (memberId: number) =>
      database.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.memberId, memberId));

    // The other member's reminder is sent (handed to the mail outbox).
    await vi.waitFor(async () => {
      expect(await rowsOf(other.id)).toMatchObject([{ status: 'SENT', attempts: 1 }]);
    }, 20_000);
    // The silent device's push is retried with backoff; moved along by hand, it fails after its last attempt.
    await vi.waitFor(
      async () => {
        await database.db
          .update(reminderDeliveries)
          .set({ sendAfter: new Date(0) })
          .where(eq(reminderDeliveries.status, 'PENDING'));
        const [row] = await rowsOf(victim.id).then((rows) => rows.filter((r) => r.channel === 'PUSH'));
        expect(row).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS });
        expect(row?.lastError).toMatch(/timeout|no answer/i);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

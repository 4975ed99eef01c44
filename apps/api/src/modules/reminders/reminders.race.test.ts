import { addDays, PUSH_DEVICES_MAX } from '@kopkar/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondProcess, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct } from '../../../test/factories';
import { createDevice, localPushOptions, startPushService } from '../../../test/push-service';
import { memberHeaders } from '../../../test/sessions';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { instalments, outbox, pushSubscriptions, reminderDeliveries } from '../../db/schema';
import { enqueueDueInstalmentReminders } from './reminder-jobs';
import { createPushSend, deliverPendingReminders } from './reminder-sender';
import { vapidKeysOf } from './vapid';

// PGlite runs one transaction at a time and would pass broken code (docs/testing.md trap 1): races run on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('reminders.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

describe.runIf(onPostgres)('reminders exactly once on PostgreSQL', () => {
  let t: TestApp;
  let secondDatabase: DatabaseHandle;
  let second: Awaited<ReturnType<typeof buildSecondProcess>>;
  let pushService: Awaited<ReturnType<typeof startPushService>>;

  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
    // The second API process has its own connection pool to the same database, as a second copy would.
    const { rows } = await t.app.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${rows[0]?.name}`;
    secondDatabase = await openDatabase({ databaseUrl: url.toString(), poolSize: 12 });
    second = await buildSecondProcess(secondDatabase, { captchaBypass: true });
    pushService = await startPushService();
  });
  afterAll(async () => {
    await pushService?.close();
    await second?.close();
    await secondDatabase?.close();
    await t?.close();
  });

  it('keeps one row when the same browser subscribes 30 times at once', async () => {
    const member = await createMember(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    const { subscription } = createDevice(`${pushService.url}/send/same-browser`);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? second.app : t.app).inject({
          method: 'POST',
          url: '/api/v1/reminders/push-subscriptions',
          headers,
          payload: subscription,
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(30).fill(200));
    expect(await t.app.db.$count(pushSubscriptions, eq(pushSubscriptions.memberId, member.id))).toBe(1);
  });

  it(`keeps ${PUSH_DEVICES_MAX} devices when one member subscribes 30 different browsers at once`, async () => {
    const member = await createMember(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? second.app : t.app).inject({
          method: 'POST',
          url: '/api/v1/reminders/push-subscriptions',
          headers,
          payload: createDevice(`${pushService.url}/send/browser-${member.id}-${i}`).subscription,
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(30).fill(200));
    expect(await t.app.db.$count(pushSubscriptions, eq(pushSubscriptions.memberId, member.id))).toBe(
      PUSH_DEVICES_MAX,
    );
  });

  it('sends each instalment reminder once when two processes run the daily job and the sender at once', async () => {
    const product = await createProduct(t.app.db);
    const loan = {
      amount: 6_000_000,
      tenorMonths: 12,
      ratePercent: 12,
      fundingDate: '2026-01-10',
      paidRows: 0,
    };
    const borrowers = 8;
    for (let i = 0; i < borrowers; i += 1) {
      const member = await createMember(t.app.db, { repaymentChannel: 'TRANSFER' });
      const headers = await memberHeaders(t.app, member.nik);
      // Two devices each: 16 push messages and 8 e-mails expected.
      for (const device of ['phone', 'laptop']) {
        const { subscription } = createDevice(`${pushService.url}/send/${member.id}-${device}`);
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/reminders/push-subscriptions',
          headers,
          payload: subscription,
        });
      }
      await createFundedLoan(t.app.db, member, product.id, loan);
    }
    const [due] = await t.app.db.select({ dueDate: instalments.dueDate }).from(instalments).limit(1);
    const today = addDays(due!.dueDate, -3);
    const keys = await vapidKeysOf(t.app);
    const processes = [t.app, second.app].map((app) => ({
      db: app.db,
      push: createPushSend(keys!, localPushOptions(pushService.agent)),
    }));
    const before = pushService.received.length;

    // Each process scans and sends three times, all at once.
    await Promise.all(
      processes.flatMap(({ db, push }) =>
        Array.from({ length: 3 }, async () => {
          await enqueueDueInstalmentReminders(db, today);
          while ((await deliverPendingReminders(db, push)) > 0) {}
        }),
      ),
    );
    for (const { db, push } of processes) while ((await deliverPendingReminders(db, push)) > 0) {}

    const paths = pushService.received.slice(before).map((request) => request.path);
    expect(paths).toHaveLength(borrowers * 2);
    expect(new Set(paths).size).toBe(borrowers * 2);
    const mails = await t.app.db.$count(outbox, eq(outbox.subject, 'Angsuran segera jatuh tempo'));
    expect(mails).toBe(borrowers);
    const sent = await t.app.db.$count(reminderDeliveries, eq(reminderDeliveries.status, 'SENT'));
    expect(sent).toBe(borrowers * 3);
  });
});

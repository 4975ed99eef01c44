import { addDays } from '@kopkar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct } from '../../../test/factories';
import { createDevice } from '../../../test/push-service';
import { memberHeaders } from '../../../test/sessions';
import { instalments, outbox, pushSubscriptions, reminderDeliveries } from '../../db/schema';
import { notifyMember } from '../notifications/notifications.service';
import { enqueueDueInstalmentReminders, enqueueFailedDeductionReminders } from './reminder-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/reminders${url}`, headers, ...(payload ? { payload } : {}) });

async function signedIn(overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t.app.db, overrides);
  return { member, headers: await memberHeaders(t.app, member.nik) };
}

describe('reminder preferences', () => {
  it('starts with every kind and channel on and the server push key, then keeps a choice', async () => {
    const { headers } = await signedIn();
    const first = (await call('GET', '', headers)).json().data;
    expect(first.preferences).toHaveLength(10);
    expect(first.preferences.every((row: { enabled: boolean }) => row.enabled)).toBe(true);
    expect(first.pushPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.pushDevices).toBe(0);

    const off = { kind: 'INSTALMENT_DUE', channel: 'EMAIL', enabled: false };
    expect((await call('PUT', '/preferences', headers, off)).json().data).toEqual(off);
    const again = (await call('GET', '', headers)).json().data;
    expect(again.preferences.filter((row: { enabled: boolean }) => !row.enabled)).toEqual([off]);
    // The generated key pair is kept: the same on every read (and after restarts: it is in the database).
    expect(again.pushPublicKey).toBe(first.pushPublicKey);
  });

  it('refuses an unknown kind in Indonesian, and a caller without a token', async () => {
    const { headers } = await signedIn();
    const bad = await call('PUT', '/preferences', headers, { kind: 'LOTRE', channel: 'PUSH', enabled: true });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().data.errors)).toContain('Jenis pengingat tidak dikenal');
    expect((await call('GET', '')).statusCode).toBe(401);
  });
});

describe('push subscriptions', () => {
  it('stores one row per device, refuses malformed keys, and only the owner can unsubscribe', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const device = createDevice('https://push.example.test/send/abc');
    const malformed = { ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'AAAA' } };
    const refused = await call('POST', '/push-subscriptions', owner.headers, malformed);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json().data.errors)).toContain('Kunci langganan push tidak valid');

    for (let i = 0; i < 2; i += 1) {
      const saved = await call('POST', '/push-subscriptions', owner.headers, device.subscription);
      expect(saved.json().data).toEqual({ pushDevices: 1 });
    }
    const endpoint = { endpoint: device.subscription.endpoint };
    expect((await call('DELETE', '/push-subscriptions', other.headers, endpoint)).statusCode).toBe(404);
    expect(await t.app.db.$count(pushSubscriptions, eq(pushSubscriptions.endpoint, endpoint.endpoint))).toBe(
      1,
    );
    const deleted = await call('DELETE', '/push-subscriptions', owner.headers, endpoint);
    expect(deleted.json().data).toEqual({ pushDevices: 0 });
  });
});

describe('what is enqueued', () => {
  it('leaves out the e-mail of a kind the member switched off, and the push of a kind switched off', async () => {
    const { member, headers } = await signedIn();
    await call(
      'POST',
      '/push-subscriptions',
      headers,
      createDevice('https://push.example.test/a').subscription,
    );
    await call('PUT', '/preferences', headers, { kind: 'APPROVAL', channel: 'EMAIL', enabled: false });
    await call('PUT', '/preferences', headers, { kind: 'FUNDING', channel: 'PUSH', enabled: false });
    await t.app.db.transaction(async (tx) => {
      await notifyMember(tx, member, { header: 'RJT', description: 'Ditolak.', applicationId: null });
      await notifyMember(tx, member, { header: 'FUN', description: 'Dicairkan.', applicationId: null });
    });
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.toAddress, member.email!));
    expect(mails.map((mail) => mail.subject)).toEqual(['Pinjaman telah dicairkan']);
    const rows = await t.app.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.memberId, member.id));
    expect(rows.map((row) => [row.kind, row.channel])).toEqual([['APPROVAL', 'PUSH']]);
  });

  it('enqueues an instalment due in 3 days once per channel, for members paying by transfer only', async () => {
    const product = await createProduct(t.app.db);
    const loan = {
      amount: 6_000_000,
      tenorMonths: 12,
      ratePercent: 12,
      fundingDate: '2026-01-10',
      paidRows: 0,
    };
    const transfer = await signedIn({ repaymentChannel: 'TRANSFER' });
    const payroll = await signedIn();
    await call(
      'POST',
      '/push-subscriptions',
      transfer.headers,
      createDevice('https://push.example.test/t').subscription,
    );
    const { agreement } = await createFundedLoan(t.app.db, transfer.member, product.id, loan);
    await createFundedLoan(t.app.db, payroll.member, product.id, loan);
    const [first] = await t.app.db
      .select()
      .from(instalments)
      .where(and(eq(instalments.agreementId, agreement.id), eq(instalments.seq, 1)));
    const today = addDays(first!.dueDate, -3);

    await enqueueDueInstalmentReminders(t.app.db, addDays(today, -1)); // 4 days ahead: not yet
    expect(await t.app.db.$count(reminderDeliveries, eq(reminderDeliveries.kind, 'INSTALMENT_DUE'))).toBe(0);
    await enqueueDueInstalmentReminders(t.app.db, today);
    await enqueueDueInstalmentReminders(t.app.db, today);
    await enqueueDueInstalmentReminders(t.app.db, addDays(today, 1)); // the next day: still due, still once
    const rows = await t.app.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.kind, 'INSTALMENT_DUE'));
    expect(rows.map((row) => [row.memberId, row.channel, row.eventKey]).sort()).toEqual([
      [transfer.member.id, 'EMAIL', `instalment:${first!.id}`],
      [transfer.member.id, 'PUSH', `instalment:${first!.id}`],
    ]);
    expect(rows[0]?.body).toContain(agreement.agreementNo);
  });

  it('enqueues a failed salary deduction for members on the list with a running loan', async () => {
    const product = await createProduct(t.app.db);
    const loan = {
      amount: 6_000_000,
      tenorMonths: 12,
      ratePercent: 12,
      fundingDate: '2026-01-10',
      paidRows: 0,
    };
    const borrower = await signedIn();
    const saver = await signedIn();
    await createFundedLoan(t.app.db, borrower.member, product.id, loan);
    await t.app.db.transaction((tx) =>
      enqueueFailedDeductionReminders(tx, '2026-03', [borrower.member.nik, saver.member.nik, '999']),
    );
    const rows = await t.app.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.kind, 'DEDUCTION_FAILED'));
    expect(rows.map((row) => [row.memberId, row.channel, row.title])).toEqual([
      [borrower.member.id, 'EMAIL', 'Potongan gaji gagal'],
    ]);
  });
});

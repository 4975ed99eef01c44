import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember } from '../../../test/factories';
import { createDevice, localPushOptions, startPushService } from '../../../test/push-service';
import { memberHeaders } from '../../../test/sessions';
import { outbox, pushSubscriptions, reminderDeliveries } from '../../db/schema';
import { notifyMember } from '../notifications/notifications.service';
import { createPushSend, deliverPendingReminders } from './reminder-sender';
import { vapidKeysOf } from './vapid';

// A reminder delivered through a real push endpoint: web-push (not a mock) signs and encrypts, a local HTTPS push
// service receives, and the test decrypts the aes128gcm payload with the device's own keys.
let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService?.close();
  await t?.close();
});

async function subscribedMember(path: string) {
  const member = await createMember(t.app.db);
  const headers = await memberHeaders(t.app, member.nik);
  const device = createDevice(`${pushService.url}${path}`);
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/v1/reminders/push-subscriptions',
    headers,
    payload: device.subscription,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return { member, headers, device };
}

async function sendDue() {
  const keys = await vapidKeysOf(t.app);
  return deliverPendingReminders(t.app.db, createPushSend(keys!, localPushOptions(pushService.agent)));
}

describe('push delivery through a local push service', () => {
  it('delivers an approval decision that the device decrypts, signed with the server VAPID key', async () => {
    const { member, device } = await subscribedMember('/send/device-1');
    await t.app.db.transaction((tx) =>
      notifyMember(tx, member, {
        header: 'APV',
        description: 'Pinjaman Anda disetujui.',
        applicationId: null,
      }),
    );
    expect(await sendDue()).toBe(1);

    const requests = pushService.received.filter((request) => request.path === '/send/device-1');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    const keys = await vapidKeysOf(t.app);
    expect(request?.headers.authorization).toContain(`k=${keys?.publicKey}`);
    expect(device.decrypt(request!.body)).toEqual({
      title: 'Pengajuan pinjaman disetujui',
      body: 'Pinjaman Anda disetujui.',
      url: '/notification',
    });
    const [row] = await t.app.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.memberId, member.id));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, kind: 'APPROVAL', channel: 'PUSH' });
    // Nothing is sent twice: the next run finds nothing due.
    expect(await sendDue()).toBe(0);
  });

  it('deletes a subscription the push service calls gone (410) and sends nothing more to it', async () => {
    const { member } = await subscribedMember('/gone/device-2');
    await t.app.db.transaction((tx) =>
      notifyMember(tx, member, { header: 'FUN', description: 'Pinjaman dicairkan.', applicationId: null }),
    );
    await sendDue();
    expect(await t.app.db.$count(pushSubscriptions, eq(pushSubscriptions.memberId, member.id))).toBe(0);
    expect(await t.app.db.$count(reminderDeliveries, eq(reminderDeliveries.memberId, member.id))).toBe(0);
  });

  it('keeps a notice that is no reminder (an application received) off the devices', async () => {
    const { member } = await subscribedMember('/send/device-3');
    await t.app.db.transaction((tx) =>
      notifyMember(tx, member, { header: 'NEW', description: 'Pengajuan diterima.', applicationId: null }),
    );
    expect(await t.app.db.$count(reminderDeliveries, eq(reminderDeliveries.memberId, member.id))).toBe(0);
    // Its e-mail still goes through the outbox as before.
    expect(await t.app.db.$count(outbox, eq(outbox.toAddress, member.email!))).toBe(1);
  });
});

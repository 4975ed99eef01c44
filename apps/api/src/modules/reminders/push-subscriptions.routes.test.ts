import { PUSH_DEVICES_MAX } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember } from '../../../test/factories';
import { createDevice } from '../../../test/push-service';
import { memberHeaders } from '../../../test/sessions';
import { pushSubscriptions } from '../../db/schema';

// Push endpoints at the API: which endpoints a member may register, outside production and in it, and how many
// devices one member keeps (75 were stored).
const keys = webpush.generateVAPIDKeys();
const vapid = { ...keys, subject: 'mailto:it@contoh.co.id' };
const SERVICE_HOSTS = ['fcm.googleapis.com', '*.notify.windows.com'];

let development: TestApp;
let production: TestApp;
beforeAll(async () => {
  const push = { serviceHosts: SERVICE_HOSTS, allowPrivateEndpoints: false };
  development = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000, push, vapid });
  production = await buildTestApp({
    env: 'production',
    captchaBypass: true,
    loginRateLimitPerMinute: 1000,
    push,
    vapid,
  });
});
afterAll(async () => {
  await development?.close();
  await production?.close();
});

async function subscribe(t: TestApp, endpoint: string, member?: { nik: string }) {
  const owner = member ?? (await createMember(t.app.db));
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/reminders/push-subscriptions',
    headers: await memberHeaders(t.app, owner.nik),
    payload: createDevice(endpoint).subscription,
  });
}

const INSIDE = [
  'https://localhost:47001/x',
  'https://[::1]:47001/x',
  'https://127.1:47001/x',
  'https://2130706433:47001/x',
  'https://0x7f000001:47001/x',
  'https://127.0.0.1:5432/x',
  'https://10.0.0.1/x',
  'https://169.254.169.254/x',
  'https://user:pass@8.8.8.8/x',
  'http://8.8.8.8/x',
];

describe('registering a push endpoint', () => {
  it.each(INSIDE)('refuses %s in Indonesian and stores nothing', async (endpoint) => {
    for (const t of [development, production]) {
      const reply = await subscribe(t, endpoint);
      expect(reply.statusCode, reply.body).toBe(422);
      expect(reply.json().message).toMatch(/tidak valid/);
    }
    const stored = await development.app.db.$count(
      pushSubscriptions,
      eq(pushSubscriptions.endpoint, endpoint),
    );
    expect(stored).toBe(0);
  });

  it('accepts a public address outside production; production takes only the known push services', async () => {
    expect((await subscribe(development, 'https://8.8.8.8/push/a')).statusCode).toBe(200);
    expect((await subscribe(production, 'https://8.8.8.8/push/b')).statusCode).toBe(422);
  });

  it(`keeps at most ${PUSH_DEVICES_MAX} devices per member, the most recently subscribed`, async () => {
    const member = await createMember(development.app.db);
    for (let device = 1; device <= PUSH_DEVICES_MAX + 3; device++) {
      const reply = await subscribe(
        development,
        `https://8.8.8.8/push/member-${member.id}-${device}`,
        member,
      );
      expect(reply.json().data.pushDevices).toBe(Math.min(device, PUSH_DEVICES_MAX));
    }
    const rows = await development.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, member.id));
    expect(rows.map((row) => Number(row.endpoint.split('-').at(-1))).toSorted((a, b) => a - b)).toEqual([
      4, 5, 6, 7, 8,
    ]);
  });
});

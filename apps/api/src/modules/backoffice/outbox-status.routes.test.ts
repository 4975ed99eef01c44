import { outboxStatusSchema } from '@kopkar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { type AuthHeaders, memberHeaders, signInStaff } from '../../../test/sessions';
import { outbox, pushSubscriptions, reminderDeliveries } from '../../db/schema';
import { MAIL_PRIORITY } from '../../plugins/mail-outbox';
import { maskEmailAddress, maskEmailAddressesIn } from './outbox-status.presenter';

let t: TestApp;
let admin: AuthHeaders;
const others: Record<string, AuthHeaders> = {};
let memberId = 0;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  for (const role of ['HC', 'FINANCE', 'APPROVER', 'EDITOR'] as const) {
    others[role] = await signInStaff(t.app, (await createStaff(t.app.db, { role })).username);
  }
  const member = await createMember(t.app.db);
  memberId = member.id;
  others.member = await memberHeaders(t.app, member.nik);
});
afterAll(async () => {
  await t?.close();
});

const readStatus = async (headers?: AuthHeaders) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/outbox', headers });
/** A moment `minutes` ago (the database runs on this machine's clock). */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
/** An age in seconds of a row queued `minutes` ago, read a moment later. */
const aboutMinutes = (minutes: number) =>
  expect.toSatisfy(
    (seconds: number) => seconds >= minutes * 60 && seconds < minutes * 60 + 30,
    `${minutes} minutes in seconds`,
  );

const OTP_BODY = 'Kode OTP Anda: 771204';
const mail = (values: Partial<typeof outbox.$inferInsert> & { priority: number }) => ({
  toAddress: 'anggota@contoh.co.id',
  subject: 'Pemberitahuan',
  body: 'Isi surat',
  ...values,
});

async function queueRows() {
  const { urgent, notice, bulk } = MAIL_PRIORITY;
  await t.app.db.insert(outbox).values([
    mail({ priority: urgent, createdAt: ago(3), toAddress: 'budi.santoso@contoh.co.id', body: OTP_BODY }),
    mail({ priority: urgent, createdAt: ago(1), status: 'SENDING', attempts: 1 }),
    mail({ priority: notice, createdAt: ago(10) }),
    mail({ priority: bulk, createdAt: ago(40), subject: 'SHU 2025 telah dibagikan' }),
    mail({ priority: bulk, createdAt: ago(5) }),
    ...[10, 20, 180, 2 * 24 * 60].map((minutes) =>
      mail({ priority: notice, status: 'SENT', createdAt: ago(minutes + 1), sentAt: ago(minutes) }),
    ),
    mail({
      priority: urgent,
      status: 'FAILED',
      attempts: 5,
      toAddress: 'siti.rahma@contoh.co.id',
      subject: 'Kode OTP reset password',
      body: OTP_BODY,
      lastError: '550 5.1.1 <siti.rahma@contoh.co.id>: Recipient address rejected',
      createdAt: ago(70),
      sendAfter: ago(60),
    }),
    mail({
      priority: bulk,
      status: 'FAILED',
      attempts: 5,
      lastError: 'SMTP 421 try later',
      createdAt: ago(3 * 24 * 60),
      sendAfter: ago(2 * 24 * 60),
    }),
  ]);
  const [device] = await t.app.db
    .insert(pushSubscriptions)
    .values({ memberId, endpoint: 'https://push.example/abc', p256dh: 'k', auth: 'a' })
    .returning();
  const reminder = { memberId, kind: 'INSTALMENT_DUE', title: 'Angsuran jatuh tempo', url: '/loans' };
  await t.app.db.insert(reminderDeliveries).values([
    {
      ...reminder,
      eventKey: 'e1',
      channel: 'PUSH',
      subscriptionId: device!.id,
      body: 'b',
      createdAt: ago(2),
    },
    { ...reminder, eventKey: 'e2', channel: 'EMAIL', body: 'b', createdAt: ago(45) },
    { ...reminder, eventKey: 'e3', channel: 'EMAIL', body: 'b', status: 'SENT', sentAt: ago(30) },
    {
      ...reminder,
      eventKey: 'e4',
      channel: 'PUSH',
      subscriptionId: device!.id,
      body: 'Angsuran Rp 1.250.000 jatuh tempo 25-11-2026',
      status: 'FAILED',
      attempts: 5,
      lastError: 'push service: no answer within 20000 ms',
      sendAfter: ago(5),
    },
  ]);
}

describe('GET /admin/outbox', () => {
  it('answers every lane at 0 and no oldest row while nothing is queued', async () => {
    const response = await readStatus(admin);
    expect(response.statusCode).toBe(200);
    const status = outboxStatusSchema.parse(response.json().data);
    expect(status.mail.lanes).toEqual([
      { lane: 'urgent', waiting: 0, oldestAgeSeconds: null },
      { lane: 'notice', waiting: 0, oldestAgeSeconds: null },
      { lane: 'bulk', waiting: 0, oldestAgeSeconds: null },
    ]);
    expect(status.reminders.lanes.map((lane) => lane.lane)).toEqual(['PUSH', 'EMAIL']);
    expect(status.mail).toMatchObject({
      oldest: null,
      sentLastHour: 0,
      failedLast24Hours: 0,
      recentFailures: [],
    });
    expect(status.reminders).toMatchObject({ oldest: null, sentLast24Hours: 0, recentFailures: [] });
  });

  it('gives ADMIN the backlog per priority and channel, the oldest age, sent and failed counts', async () => {
    await queueRows();
    const status = outboxStatusSchema.parse((await readStatus(admin)).json().data);
    expect(status.mail.lanes).toEqual([
      { lane: 'urgent', waiting: 2, oldestAgeSeconds: aboutMinutes(3) },
      { lane: 'notice', waiting: 1, oldestAgeSeconds: aboutMinutes(10) },
      { lane: 'bulk', waiting: 2, oldestAgeSeconds: aboutMinutes(40) },
    ]);
    expect(status.mail).toMatchObject({
      oldest: { lane: 'bulk', ageSeconds: aboutMinutes(40) },
      sentLastHour: 2,
      sentLast24Hours: 3,
      failedLast24Hours: 1,
    });
    expect(status.reminders.lanes).toEqual([
      { lane: 'PUSH', waiting: 1, oldestAgeSeconds: aboutMinutes(2) },
      { lane: 'EMAIL', waiting: 1, oldestAgeSeconds: aboutMinutes(45) },
    ]);
    expect(status.reminders).toMatchObject({
      oldest: { lane: 'EMAIL', ageSeconds: aboutMinutes(45) },
      sentLastHour: 1,
      sentLast24Hours: 1,
      failedLast24Hours: 1,
    });
  });

  it('lists the latest failures newest first with a masked address, never a body', async () => {
    const response = await readStatus(admin);
    const status = outboxStatusSchema.parse(response.json().data);
    expect(status.mail.recentFailures).toEqual([
      {
        id: expect.any(Number),
        failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        lane: 'urgent',
        title: 'Kode OTP reset password',
        recipient: 's***@contoh.co.id',
        attempts: 5,
        lastError: '550 5.1.1 <s***@contoh.co.id>: Recipient address rejected',
      },
      expect.objectContaining({
        lane: 'bulk',
        recipient: 'a***@contoh.co.id',
        lastError: 'SMTP 421 try later',
      }),
    ]);
    const failedAt = Date.parse(status.mail.recentFailures[0]!.failedAt);
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(59 * 60_000);
    expect(Date.now() - failedAt).toBeLessThan(61 * 60_000);
    expect(status.reminders.recentFailures).toEqual([
      expect.objectContaining({ lane: 'PUSH', title: 'Angsuran jatuh tempo', attempts: 5 }),
    ]);
    for (const secret of [OTP_BODY, '771204', 'Rp 1.250.000', 'siti.rahma', 'budi.santoso', 'anggota@']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it.each(['member', 'HC', 'FINANCE', 'APPROVER', 'EDITOR'])('refuses %s with 403', async (who) => {
    const response = await readStatus(others[who]);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('contoh.co.id');
  });

  it('refuses a caller without a session with 401', async () => {
    expect((await readStatus()).statusCode).toBe(401);
  });
});

describe('maskEmailAddress', () => {
  it.each([
    ['budi.santoso@contoh.co.id', 'b***@contoh.co.id'],
    ['b@contoh.co.id', 'b***@contoh.co.id'],
    ['"a@b"@contoh.co.id', '"***@contoh.co.id'],
    ['tanpa-at', 't***'],
    ['', '***'],
  ])('%s → %s', (address, masked) => {
    expect(maskEmailAddress(address)).toBe(masked);
  });
});

describe('maskEmailAddressesIn', () => {
  it.each([
    ['550 5.1.1 <andi.wijaya@kksb.co.id>: User unknown', '550 5.1.1 <a***@kksb.co.id>: User unknown'],
    ['to a@b.id, c.d@e.id failed', 'to a***@b.id, c***@e.id failed'],
    ['Greeting never received', 'Greeting never received'],
  ])('%s → %s', (text, masked) => {
    expect(maskEmailAddressesIn(text)).toBe(masked);
  });
});

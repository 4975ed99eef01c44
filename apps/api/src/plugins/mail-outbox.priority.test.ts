import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember } from '../../test/factories';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { buildTestConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { outbox } from '../db/schema';
import { deliverPendingMail, enqueueMail, type OutgoingMail } from './mail-outbox';

// A password-reset OTP arrived 25 minutes after it was asked for (it expires after 10), behind
// 3,063 mails of an SHU posting sent one at a time. Time-bound mail goes first and has a lane of its own; bulk
// mail goes out in parallel within the SMTP pool.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const bulk = (n: number, tag: string) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      enqueueMail(database.db, { to: `${tag}${i}@contoh.co.id`, subject: 'SHU', body: 'SHU' }, 'bulk'),
    ),
  );

describe('mail priority in the outbox claim', () => {
  it('sends urgent mail, then single notices, then bulk mail, whatever the order they were queued in', async () => {
    await bulk(25, 'order');
    await enqueueMail(database.db, { to: 'notice@contoh.co.id', subject: 'Pinjaman', body: 'B' });
    await enqueueMail(database.db, { to: 'otp@contoh.co.id', subject: 'OTP', body: '123456' }, 'urgent');
    const sent: OutgoingMail[] = [];
    const send = async (mail: OutgoingMail) => void sent.push(mail);
    // The urgent lane takes only urgent mail; the other lane never takes it.
    expect(await deliverPendingMail(database.db, send, { lane: 'rest' })).toBe(20);
    // One batch of 20 (sent in parallel, so in no particular order): the notice and 19 of the 25 bulk mails.
    expect(sent.map((mail) => mail.to)).not.toContain('otp@contoh.co.id');
    expect(sent.map((mail) => mail.to)).toContain('notice@contoh.co.id');
    expect(await deliverPendingMail(database.db, send, { lane: 'urgent' })).toBe(1);
    expect(sent.at(-1)?.to).toBe('otp@contoh.co.id');
  });
});

describe('an OTP asked for during a bulk mailing', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    sink = await startSmtpSink(20);
    const config = buildTestConfig({ smtpUrl: sink.url, smtpMaxConnections: 3, outboxPollMs: 200 });
    app = await buildApp({ config, database, startOutbox: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it('arrives while the mailing is still going out, and the mailing never opens more connections than allowed', async () => {
    const member = await createMember(database.db);
    await bulk(600, 'mailing');
    const asked = await app.inject({ method: 'GET', url: `/api/v1/otp/${member.nik}` });
    expect(asked.statusCode, asked.body).toBe(200);

    await vi.waitFor(() => expect(sink.received.map((mail) => mail.to)).toContain(member.email), {
      timeout: 20_000,
      interval: 20,
    });
    const [waiting] = await database.db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.subject, 'SHU'), inArray(outbox.status, ['PENDING', 'SENDING'])));
    expect(waiting?.n).toBeGreaterThan(0);

    await vi.waitFor(() => expect(sink.received.length).toBeGreaterThanOrEqual(601), { timeout: 60_000 });
    // Three connections for bulk mail, one for urgent mail; more than one at once: the mailing runs in parallel.
    expect(sink.mostOpen()).toBeGreaterThan(1);
    expect(sink.mostOpen()).toBeLessThanOrEqual(4);
  });
});

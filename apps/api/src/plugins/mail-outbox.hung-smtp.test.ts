import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHungSmtpServer } from '../../test/network-faults';
import { createTestDatabase, openSecondPool } from '../../test/test-database';
import { buildApp } from '../app';
import { buildTestConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { outbox } from '../db/schema';
import { enqueueMail } from './mail-outbox';

// An SMTP server that greets and then never answers EHLO held the outbox's transaction until
// PostgreSQL's idle-in-transaction timeout ended it, and the process exited. Here the real outbox worker runs
// with a 1 s statement timeout (2 s idle in transaction) and a 300 ms send timeout: every message is tried, given
// up on for now and retried later, and the process keeps answering. On PostgreSQL only (PGlite has no timeout).
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('mail-outbox.hung-smtp.test: skipped, set DATABASE_URL to run it on PostgreSQL');

describe.runIf(onPostgres)('an SMTP server that greets and then hangs', () => {
  let database: DatabaseHandle;
  let strict: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startHungSmtpServer>>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    strict = await openSecondPool(database, { statementTimeoutMs: 1_000 });
    smtp = await startHungSmtpServer();
    const config = buildTestConfig({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      outboxPollMs: 100,
      sendTimeoutMs: 300,
    });
    app = await buildApp({ config, database: strict, startOutbox: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await strict?.close();
    await database?.close();
  });

  it('gives up on each message in time, keeps them for a retry, and keeps answering', async () => {
    await enqueueMail(database.db, { to: 'otp@contoh.co.id', subject: 'Kode OTP', body: '123456' }, 'urgent');
    await enqueueMail(database.db, { to: 'info@contoh.co.id', subject: 'Info', body: 'Halo' });
    const rows = () =>
      database.db
        .select()
        .from(outbox)
        .where(inArray(outbox.toAddress, ['otp@contoh.co.id', 'info@contoh.co.id']));
    await vi.waitFor(
      async () => {
        const tried = await rows();
        expect(tried).toHaveLength(2);
        for (const row of tried) {
          expect(row).toMatchObject({ status: 'PENDING' });
          expect(row.attempts).toBeGreaterThanOrEqual(1);
          expect(row.lastError).toMatch(/timeout|no answer/i);
        }
      },
      { timeout: 20_000, interval: 100 },
    );
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Still waiting to go: the body is kept for the retry.
    const [otp] = await database.db.select().from(outbox).where(eq(outbox.toAddress, 'otp@contoh.co.id'));
    expect(otp?.body).toBe('123456');
  });
});

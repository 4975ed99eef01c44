import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { outbox } from '../db/schema';
import { deliverPendingMail, enqueueMail, type OutgoingMail, SENT_BODY } from './mail-outbox';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('mail outbox', () => {
  it('delivers pending mail once, then keeps no secret in the table', async () => {
    await enqueueMail(database.db, { to: 'a@contoh.co.id', subject: 'OTP', body: 'Kode OTP Anda: 123456' });
    const sent: OutgoingMail[] = [];
    expect(await deliverPendingMail(database.db, async (mail) => void sent.push(mail))).toBe(1);
    expect(await deliverPendingMail(database.db, async (mail) => void sent.push(mail))).toBe(0);
    expect(sent).toEqual([{ to: 'a@contoh.co.id', subject: 'OTP', body: 'Kode OTP Anda: 123456' }]);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.toAddress, 'a@contoh.co.id'));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, body: SENT_BODY });
  });

  it('keeps a failed message for a later retry with backoff, and gives up after five attempts', async () => {
    await enqueueMail(database.db, { to: 'b@contoh.co.id', subject: 'Info', body: 'Halo' });
    const failing = async () => {
      throw new Error('SMTP 421 service not available');
    };
    await deliverPendingMail(database.db, failing);
    const [afterOne] = await database.db.select().from(outbox).where(eq(outbox.toAddress, 'b@contoh.co.id'));
    expect(afterOne).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      body: 'Halo',
      lastError: 'SMTP 421 service not available',
    });
    expect(afterOne!.sendAfter.getTime()).toBeGreaterThan(Date.now());
    for (let attempt = 2; attempt <= 5; attempt++) {
      await database.db
        .update(outbox)
        .set({ sendAfter: new Date(0) })
        .where(eq(outbox.id, afterOne!.id));
      await deliverPendingMail(database.db, failing);
    }
    const [gaveUp] = await database.db.select().from(outbox).where(eq(outbox.id, afterOne!.id));
    expect(gaveUp).toMatchObject({ status: 'FAILED', attempts: 5 });
    // A FAILED row's send_after is when it was given up (ADMIN's outbox page counts failures by it), no backoff.
    expect(Math.abs(gaveUp!.sendAfter.getTime() - Date.now())).toBeLessThan(5_000);
  });
});

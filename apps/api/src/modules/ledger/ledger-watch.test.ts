import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContribution, createMember, createStaff } from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { outbox } from '../../db/schema';
import { checkBooks } from './ledger-watch';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const alertsOn = (day: string) =>
  handle.db
    .select()
    .from(outbox)
    .where(like(outbox.subject, `Selisih rekonsiliasi buku besar ${day}`));

describe('the daily check of the books', () => {
  it('finds nothing while every control account equals its records', async () => {
    expect(await checkBooks(handle.db, '2026-03-01')).toEqual({ differences: 0, alerted: false });
  });

  it('mails every active ADMIN and FINANCE with an address once a day when the records moved without an entry', async () => {
    const { db } = handle;
    const admin = await createStaff(db, { role: 'ADMIN', email: 'admin@koperasi.test' });
    const finance = await createStaff(db, { role: 'FINANCE', email: 'keuangan@koperasi.test' });
    await createStaff(db, { role: 'FINANCE', email: 'nonaktif@koperasi.test', isActive: false });
    await createStaff(db, { role: 'EDITOR', email: 'editor@koperasi.test' });
    await createStaff(db, { role: 'FINANCE', email: null });
    // A wajib booked straight into the table, as a bug (or a hand-made fix in SQL) would: no journal entry.
    const member = await createMember(db);
    await createContribution(db, member.id, 75_000, '2026-03-02');

    expect(await checkBooks(db, '2026-03-05')).toEqual({ differences: 1, alerted: true });
    const mails = await alertsOn('2026-03-05');
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([admin.email, finance.email].sort());
    expect(mails[0]?.body).toContain(
      '3102 Simpanan wajib: buku besar Rp 0, sub-ledger Rp 75.000, selisih -Rp 75.000',
    );

    // Housekeeping runs every hour on every API copy: the same day alerts once.
    expect(await checkBooks(db, '2026-03-05')).toEqual({ differences: 1, alerted: false });
    expect(await alertsOn('2026-03-05')).toHaveLength(2);
    expect(await checkBooks(db, '2026-03-06')).toEqual({ differences: 1, alerted: true });
    expect(await db.$count(outbox, eq(outbox.subject, 'Selisih rekonsiliasi buku besar 2026-03-06'))).toBe(2);
  });
});

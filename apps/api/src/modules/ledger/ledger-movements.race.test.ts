/**
 * Payroll posting while FINANCE decides deposits and withdrawals of the same members (docs/testing.md: races on
 * PostgreSQL): every movement writes its entry in its own transaction, so whatever order they commit in, the books
 * balance and every control account moves with its records; each deposit, withdrawal and the period are booked once.
 */
import { todayInJakarta } from '@kopkar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOfEvent, watchBooks } from '../../../test/books';
import { createFundedLoan, createMember, createProduct, createStaff } from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-database';
import { png, toDataUrl } from '../../../test/upload-fixtures';
import type { DatabaseHandle } from '../../db/client';
import type { MemberRow } from '../../db/schema';
import { settings } from '../../db/schema';
import { postPayroll } from '../payroll/payroll.service';
import { decideDeposit, decideWithdrawal } from '../savings/savings-admin.service';
import { requestWithdrawal, submitDeposit } from '../savings/sukarela-requests.service';

let handle: DatabaseHandle;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  handle = await createTestDatabase();
  await handle.db.insert(settings).values({ key: 'contribution.amountByGrade', value: { III: 100_000 } });
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

describe.runIf(process.env.DATABASE_URL)('payroll posting racing the savings desk (PostgreSQL)', () => {
  it('books each movement once, balanced, whatever the order', async () => {
    const { db } = handle;
    const product = await createProduct(db);
    const proof = toDataUrl(await png(), 'image/png');
    const today = todayInJakarta();
    const members: MemberRow[] = [];
    for (let index = 0; index < 10; index += 1) {
      const member = await createMember(db, { jobGrade: 'III', payrollAccountNo: '1230045678' });
      const loan = {
        amount: 3_000_000,
        tenorMonths: 6,
        ratePercent: 12,
        fundingDate: '2026-10-01',
        paidRows: 0,
      };
      await createFundedLoan(db, member, product.id, loan);
      members.push(member);
    }
    const [finance, desk] = [
      await createStaff(db, { role: 'FINANCE' }),
      await createStaff(db, { role: 'FINANCE' }),
    ];
    // Each member has sukarela to withdraw from, and one deposit waiting.
    const deposits: number[] = [];
    for (const member of members) {
      const body = { NIK: member.nik, Jumlah: 500_000, TanggalTransfer: today, BuktiTransfer: proof };
      const first = await submitDeposit(db, member, body, undefined);
      await decideDeposit(db, desk, first.setoran.id, { event: 'CONFIRM' });
      deposits.push((await submitDeposit(db, member, { ...body, Jumlah: 250_000 }, undefined)).setoran.id);
    }
    const withdrawals: number[] = [];
    for (const member of members) {
      const withdrawal = await requestWithdrawal(db, member, { NIK: member.nik, Jumlah: 200_000 }, undefined);
      await decideWithdrawal(db, desk, withdrawal.penarikan.id, { event: 'APPROVE' });
      withdrawals.push(withdrawal.penarikan.id);
    }
    const books = await watchBooks(db);

    const period = '2026-12';
    const results = await Promise.allSettled([
      postPayroll(db, finance, period),
      ...deposits.map((id) => decideDeposit(db, desk, id, { event: 'CONFIRM' })),
      ...withdrawals.map((id) => decideWithdrawal(db, desk, id, { event: 'PAY' })),
      postPayroll(db, finance, period),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

    await books.expectMovedTogether();
    for (const id of deposits)
      expect(await linesOfEvent(db, `deposit:${id}`)).toEqual(['1102 D 250000', '2101 K 250000']);
    for (const id of withdrawals) {
      expect(await linesOfEvent(db, `withdrawal:${id}`)).toEqual(['2101 D 200000', '1102 K 200000']);
    }
    const payroll = await linesOfEvent(db, `payroll:${period}`);
    expect(payroll[0]).toMatch(/^1202 D \d+$/);
    expect(payroll).toContain('3102 K 1000000');
  }, 120_000);
});

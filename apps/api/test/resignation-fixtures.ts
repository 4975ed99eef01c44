import { todayInJakarta } from '@kopkar/domain';
import type { Database } from '../src/db/client';
import { savingsLedger } from '../src/db/schema';
import { createFundedLoan, createMember, createProduct } from './factories';

/**
 * A member with simpanan pokok, wajib (an opening contribution) and sukarela, a payroll account, and optionally a
 * running loan (6 juta over 12 months, 2 rows paid): what a resignation test starts from.
 */
export async function createLeaver(
  db: Database,
  savings: { pokok?: number; wajib?: number; sukarela?: number } = {},
  options: { loan?: boolean } = {},
) {
  const { pokok = 100_000, wajib = 3_000_000, sukarela = 4_000_000 } = savings;
  const member = await createMember(db, {
    contributionBalance: wajib,
    payrollAccountNo: '1234567890',
    payrollAccountName: 'Anggota Uji',
  });
  const today = todayInJakarta();
  const rows = [
    { kind: 'POKOK', reason: 'POKOK_SETOR', delta: pokok, ref: 'join' },
    { kind: 'SUKARELA', reason: 'SETORAN', delta: sukarela, ref: 'deposit:test' },
  ].filter((row) => row.delta > 0);
  for (const row of rows) {
    await db
      .insert(savingsLedger)
      .values({ memberId: member.id, ...row, balanceAfter: row.delta, seq: 1, note: null, bookedOn: today });
  }
  if (!options.loan) return { member, loan: undefined };
  const product = await createProduct(db);
  const loan = await createFundedLoan(db, member, product.id, {
    amount: 6_000_000,
    tenorMonths: 12,
    ratePercent: 12,
    fundingDate: '2026-06-10',
    paidRows: 2,
  });
  return { member, loan, product };
}

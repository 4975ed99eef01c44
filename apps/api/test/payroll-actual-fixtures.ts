import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { instalments, settings, sukarelaPlans } from '../src/db/schema';
import { createFundedLoan, createMember, createProduct } from './factories';

/** July 2026: cut off on the 25th, long past, so its instruction freezes on the first read. */
export const ACTUAL_PERIOD = '2026-07';

/** HR's file as the API takes it: base64 of a CSV with the documented columns (docs/product/payroll-instruction.md). */
export function actualFile(
  rows: readonly { nik: string; amount: number | string; company?: string }[],
  period = ACTUAL_PERIOD,
) {
  const lines = rows.map((row) => `${period},${row.company ?? ''},${row.nik},Karyawan,${row.amount}`);
  return Buffer.from(['periode,perusahaan,nik,nama,jumlah_dipotong', ...lines].join('\n')).toString('base64');
}

/**
 * A borrower (grade III, wajib 100.000) whose 6-month loan funded 10-01-2026 has rows 4-6 unpaid (due 25-05, 25-06,
 * 25-07: two in arrears for July, one due in it); a saver (grade II, wajib 75.000, sukarela Rp 200.000 a month by
 * salary); a plain member (grade II).
 */
export async function seedActualScenario(db: Database) {
  await db.insert(settings).values([
    { key: 'contribution.amountByGrade', value: { II: 75_000, III: 100_000 } },
    { key: 'payroll.cutOffDay', value: 25 },
  ]);
  const productId = (await createProduct(db)).id;
  const borrower = await createMember(db, { jobGrade: 'III', payrollAccountNo: '0012345678' });
  const loan = { amount: 3_000_000, tenorMonths: 6, ratePercent: 12, fundingDate: '2026-01-10', paidRows: 3 };
  const { agreement } = await createFundedLoan(db, borrower, productId, loan);
  const rows = await db
    .select({ id: instalments.id, seq: instalments.seq, amount: instalments.instalment })
    .from(instalments)
    .where(and(eq(instalments.agreementId, agreement.id), isNull(instalments.paidDate)))
    .orderBy(asc(instalments.seq));
  const saver = await createMember(db, { jobGrade: 'II' });
  await db
    .insert(sukarelaPlans)
    .values({ memberId: saver.id, amount: 200_000, effectivePeriod: '2026-06', createdByMemberId: saver.id });
  const plain = await createMember(db, { jobGrade: 'II' });
  return {
    borrower,
    agreement,
    rows: rows.map((row) => ({ id: row.id, seq: row.seq, amount: Number(row.amount) })),
    saver,
    plain,
  };
}

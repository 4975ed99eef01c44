import { buildAmortisationSchedule, computeFirstDeductionDate } from '@kopkar/domain';
import { hash } from '@node-rs/argon2';
import type { Database } from '../src/db/client';
import {
  agreements,
  applications,
  approvalChainSteps,
  companies,
  contributions,
  instalments,
  members,
  productRateTiers,
  products,
  staff,
} from '../src/db/schema';

export const TEST_PASSWORD = 'Rahasia-Kuat-2026';
let passwordHashOnce: Promise<string> | undefined;
/** The argon2id hash of TEST_PASSWORD, computed once per test file. */
export const testPasswordHash = () => {
  passwordHashOnce ??= hash(TEST_PASSWORD);
  return passwordHashOnce;
};

let sequence = 0;

/** A company and an active member with TEST_PASSWORD; override any column. */
export async function createMember(
  db: Database,
  overrides: Partial<typeof members.$inferInsert> & { contributionBalance?: number } = {},
) {
  sequence += 1;
  const { contributionBalance, ...columns } = overrides;
  const [company] = await db
    .insert(companies)
    .values({ code: `CMP${sequence}-${Date.now()}`, name: `PT Uji ${sequence}` })
    .returning();
  const nik = columns.nik ?? String(200000 + sequence);
  const [member] = await db
    .insert(members)
    .values({
      nik,
      employeeId: `EMP${nik}`,
      companyId: company!.id,
      name: `Anggota ${nik}`,
      email: `${nik}@contoh.co.id`,
      mobilePhone: '081234567890',
      passwordHash: await testPasswordHash(),
      ...columns,
    })
    .returning();
  if (contributionBalance) {
    await db
      .insert(contributions)
      .values({ memberId: member!.id, period: '2026-01', amount: contributionBalance, source: 'OPENING' });
  }
  return member!;
}

/**
 * A wajib contribution booked outside payroll on `bookedOn` (a Jakarta day): part of that year's jasa modal basis
 * for SHU, which counts what was booked by 31 December.
 */
export async function createContribution(db: Database, memberId: number, amount: number, bookedOn: string) {
  await db.insert(contributions).values({
    memberId,
    period: bookedOn.slice(0, 7),
    amount,
    source: 'OPENING',
    createdAt: new Date(`${bookedOn}T09:00:00+07:00`),
  });
}

/** A product with rate tiers: [min, max] Rupiah → rate % per year, TenorMax months. */
export async function createProduct(
  db: Database,
  tiers: { min: number; max: number; rate: string; tenorMax: number }[] = [
    { min: 500_000, max: 10_000_000, rate: '12.00', tenorMax: 12 },
    { min: 10_500_000, max: 100_000_000, rate: '10.50', tenorMax: 36 },
  ],
) {
  sequence += 1;
  const [product] = await db
    .insert(products)
    .values({
      code: `PRD${sequence}-${Date.now()}`,
      name: `Pinjaman Uji ${sequence}`,
      financePurpose: 'Pendidikan',
    })
    .returning();
  await db.insert(productRateTiers).values(
    tiers.map((tier) => ({
      productId: product!.id,
      minAmount: tier.min,
      maxAmount: tier.max,
      effectiveRate: tier.rate,
      tenorMax: tier.tenorMax,
    })),
  );
  return product!;
}

/** The approval chain HC → Atasan Langsung → Manager → Ketua Koperasi for a company. */
export async function createChain(db: Database, companyId: number) {
  const titles = ['Human Capital', 'Atasan Langsung', 'Manager', 'Ketua Koperasi'];
  await db.insert(approvalChainSteps).values(
    titles.map((jobTitle, index) => ({
      companyId,
      stepNo: index + 1,
      role: index === 0 ? 'HC' : 'APPROVER',
      jobTitle,
    })),
  );
}

/** An application row in any state, for tests that need history (files omitted). */
export async function createApplication(
  db: Database,
  member: { id: number },
  productId: number,
  overrides: Partial<typeof applications.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(applications)
    .values({
      approvalNo: `PJTEST${sequence}-${Date.now()}`,
      memberId: member.id,
      productId,
      amount: 5_000_000,
      tenorMonths: 12,
      effectiveRate: '12.00',
      instalmentAmount: 444_244,
      financePurpose: 'Pendidikan',
      ...overrides,
    })
    .returning();
  return row!;
}

/** An active staff account with TEST_PASSWORD. */
export async function createStaff(
  db: Database,
  overrides: Partial<typeof staff.$inferInsert> & {
    role: 'ADMIN' | 'HC' | 'APPROVER' | 'FINANCE' | 'EDITOR';
  },
) {
  sequence += 1;
  const [row] = await db
    .insert(staff)
    .values({
      username: `petugas${sequence}`,
      name: `Petugas ${sequence}`,
      passwordHash: await testPasswordHash(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A funded (FUN) loan: application, agreement and its schedule, the first `paidRows` rows paid by payroll. */
export async function createFundedLoan(
  db: Database,
  member: { id: number },
  productId: number,
  loan: { amount: number; tenorMonths: number; ratePercent: number; fundingDate: string; paidRows: number },
) {
  const schedule = buildAmortisationSchedule({
    principal: loan.amount,
    effectiveRatePercent: loan.ratePercent,
    tenorMonths: loan.tenorMonths,
    firstDueDate: computeFirstDeductionDate(loan.fundingDate),
  });
  const application = await createApplication(db, member, productId, {
    status: 'FUN',
    amount: loan.amount,
    tenorMonths: loan.tenorMonths,
    effectiveRate: loan.ratePercent.toFixed(2),
    instalmentAmount: schedule[0]!.instalment,
  });
  sequence += 1;
  const fees = Math.round(loan.amount * 0.015);
  const [agreement] = await db
    .insert(agreements)
    .values({
      agreementNo: `PKTEST-${sequence}-${Date.now()}`,
      applicationId: application.id,
      memberId: member.id,
      amount: loan.amount,
      tenorMonths: loan.tenorMonths,
      effectiveRate: loan.ratePercent.toFixed(2),
      instalmentAmount: schedule[0]!.instalment,
      fundingDate: loan.fundingDate,
      firstDeductionDate: schedule[0]!.dueDate,
      adminFee: fees,
      totalDisbursed: loan.amount - fees,
    })
    .returning();
  await db.insert(instalments).values(
    schedule.map((row) => ({
      agreementId: agreement!.id,
      seq: row.seq,
      dueDate: row.dueDate,
      principal: row.principal,
      interest: row.interest,
      instalment: row.instalment,
      outstanding: row.outstanding,
      ...(row.seq <= loan.paidRows
        ? { paidDate: row.dueDate, paidAmount: row.instalment, paidBy: 'PAYROLL' }
        : {}),
    })),
  );
  return { application, agreement: agreement! };
}

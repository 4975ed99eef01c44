/**
 * The books against random sequences of the portal's money operations (docs/decisions/0023-general-ledger.md),
 * through the services the routes call: funding (sometimes replacing a running loan), payroll with failed
 * deductions (and its jasa simpanan), early settlement, sukarela deposits (confirmed or rejected) and withdrawals,
 * manual entries approved by a second staff member, and their reversals. After every step the trial balance balances
 * and every control account moved exactly as its records did. On PostgreSQL, where it runs in CI.
 */
import { todayInJakarta } from '@kopkar/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningAgreements, watchBooks } from '../../../test/books';
import { createApplication, createMember, createProduct, createStaff } from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-database';
import { png, toDataUrl } from '../../../test/upload-fixtures';
import type { DatabaseHandle } from '../../db/client';
import type { MemberRow, StaffRow } from '../../db/schema';
import { AppError } from '../../errors';
import { fundApplication } from '../funding/funding.service';
import { postPayroll } from '../payroll/payroll.service';
import { decideDeposit, decideWithdrawal } from '../savings/savings-admin.service';
import { requestWithdrawal, submitDeposit } from '../savings/sukarela-requests.service';
import { requestSettlement, uploadSettlementProof } from '../settlements/settlements.service';
import { decideSettlement } from '../settlements/settlements-admin.service';
import { approveJournal, createManualJournal, listJournals, reverseJournal } from './ledger-journals.service';

const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 500);

type Op =
  | { kind: 'fund'; member: number; amount: number; replace: boolean }
  | { kind: 'payroll'; failed: number[] }
  | { kind: 'settle'; loan: number }
  | { kind: 'deposit'; member: number; amount: number; confirm: boolean }
  | { kind: 'withdraw'; member: number; amount: number }
  | { kind: 'manual'; amount: number; reverse: boolean };

const member = fc.nat({ max: 3 });
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('fund' as const),
    member,
    amount: fc.integer({ min: 2, max: 40 }).map((m) => m * 500_000),
    replace: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('payroll' as const), failed: fc.uniqueArray(member, { maxLength: 2 }) }),
  fc.record({ kind: fc.constant('settle' as const), loan: fc.nat({ max: 20 }) }),
  fc.record({
    kind: fc.constant('deposit' as const),
    member,
    amount: fc.integer({ min: 1, max: 5_000_000 }),
    confirm: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    member,
    amount: fc.integer({ min: 10_000, max: 3_000_000 }),
  }),
  fc.record({
    kind: fc.constant('manual' as const),
    amount: fc.integer({ min: 1, max: 9_999_999 }),
    reverse: fc.boolean(),
  }),
);

let handle: DatabaseHandle;
let members: MemberRow[];
let makers: [StaffRow, StaffRow];
let productId: number;
let proof: string;
let nextPeriod = { year: 2027, month: 1 };

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  productId = (await createProduct(db)).id;
  members = [];
  // One at a time: the factory numbers NIKs from a counter it reads after an await.
  for (let index = 0; index < 4; index += 1) {
    members.push(
      await createMember(db, {
        contributionBalance: 5_000_000,
        jobGrade: 'III',
        payrollAccountNo: '1230045678',
        payrollAccountName: 'ANGGOTA UJI',
      }),
    );
  }
  makers = [await createStaff(db, { role: 'FINANCE' }), await createStaff(db, { role: 'FINANCE' })];
  proof = toDataUrl(await png(), 'image/png');
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

/** Refusals the operation may meet (nothing to withdraw, a loan already settled): the books must not move. */
const expected = (error: unknown) => {
  if (error instanceof AppError && error.status < 500) return;
  throw error;
};

async function run(op: Op) {
  const { db } = handle;
  const [finance, checker] = makers;
  const today = todayInJakarta();
  switch (op.kind) {
    case 'fund': {
      const borrower = members[op.member] as MemberRow;
      const running = await runningAgreements(db, borrower.id);
      const application = await createApplication(db, borrower, productId, {
        status: 'APV',
        amount: op.amount,
        tenorMonths: 12,
        instalmentAmount: Math.ceil((op.amount * 1.07) / 12),
      });
      const replaceAgreementId = op.replace ? (running[0]?.id ?? null) : null;
      await fundApplication(db, finance, application.id, { fundingDate: today, replaceAgreementId });
      return;
    }
    case 'payroll': {
      const period = `${nextPeriod.year}-${String(nextPeriod.month).padStart(2, '0')}`;
      nextPeriod =
        nextPeriod.month === 12
          ? { year: nextPeriod.year + 1, month: 1 }
          : { ...nextPeriod, month: nextPeriod.month + 1 };
      const failed = op.failed.map((index) => (members[index] as MemberRow).nik);
      await postPayroll(db, finance, period, failed.length > 0 ? `nik\n${failed.join('\n')}\n` : undefined);
      return;
    }
    case 'settle': {
      const running = await runningAgreements(db);
      const loan = running[op.loan % Math.max(running.length, 1)];
      if (!loan) return;
      const owner = members.find((row) => row.id === loan.memberId) as MemberRow;
      const body = {
        id: loan.id,
        NIK: owner.nik,
        TglPengajuan: today,
        PaidAmount: 0,
        AgreementNo: loan.agreementNo,
      };
      const requested = await requestSettlement(db, owner, body);
      await decideSettlement(db, finance, requested.id, { event: 'APPROVE' });
      await uploadSettlementProof(db, owner, requested.id, proof);
      await decideSettlement(db, finance, requested.id, { event: 'CONFIRM' });
      return;
    }
    case 'deposit': {
      const owner = members[op.member] as MemberRow;
      const body = { NIK: owner.nik, Jumlah: op.amount, TanggalTransfer: today, BuktiTransfer: proof };
      const deposit = await submitDeposit(db, owner, body, undefined);
      await decideDeposit(
        db,
        finance,
        deposit.setoran.id,
        op.confirm ? { event: 'CONFIRM' } : { event: 'REJECT', reason: 'Tidak ada di mutasi' },
      );
      return;
    }
    case 'withdraw': {
      const owner = members[op.member] as MemberRow;
      const withdrawal = await requestWithdrawal(db, owner, { NIK: owner.nik, Jumlah: op.amount }, undefined);
      await decideWithdrawal(db, finance, withdrawal.penarikan.id, { event: 'APPROVE' });
      await decideWithdrawal(db, finance, withdrawal.penarikan.id, { event: 'PAY' });
      return;
    }
    case 'manual': {
      const lines = [
        { account: '5201', debit: op.amount, credit: 0 },
        { account: '1102', debit: 0, credit: op.amount },
      ];
      const entry = await createManualJournal(db, finance, {
        date: today,
        description: 'Beban kantor',
        lines,
      });
      await approveJournal(db, checker, entry.id);
      if (op.reverse) {
        const reversal = await reverseJournal(db, finance, entry.id, { date: today, reason: 'Salah catat' });
        await approveJournal(db, checker, reversal.id);
      }
      return;
    }
  }
}

describe.runIf(process.env.DATABASE_URL)('the books under random money operations (PostgreSQL)', () => {
  it(`balance, and move with their records, after every step of ${RUNS} sequences`, async () => {
    const counts = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const op of ops) {
          const books = await watchBooks(handle.db);
          try {
            await run(op);
            counts.set(op.kind, (counts.get(op.kind) ?? 0) + 1);
          } catch (error) {
            expected(error);
            counts.set(`${op.kind} refused`, (counts.get(`${op.kind} refused`) ?? 0) + 1);
          }
          await books.expectMovedTogether();
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.LEDGER_MODEL_SEED ?? 20261127) },
    );
    console.info(
      `ledger model: ${RUNS} sequences; ${JSON.stringify(Object.fromEntries([...counts].sort()))}`,
    );
    // Every kind of operation went through at least once, so the property was not passed by refusals alone.
    for (const kind of ['fund', 'payroll', 'settle', 'deposit', 'withdraw', 'manual']) {
      expect(counts.get(kind) ?? 0).toBeGreaterThan(0);
    }
    const entries = await listJournals(handle.db, { from: '2000-01-01', to: '2199-12-31' });
    expect(entries.length).toBeGreaterThan(0);
  }, 900_000);
});

import {
  buildAmortisationSchedule,
  computeFirstDeductionDate,
  computeInstalment,
  type NoticeHeader,
} from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import {
  agreements,
  applications,
  approvalHistory,
  instalments,
  notifications,
  pointsLedger,
} from '../schema/index';
import { at } from './dates';
import type { DemoMember } from './members-data';
import type { DemoProduct } from './products-data';
import { DEMO_SETTINGS } from './settings-data';

/** Builders that write loans the way the services would: same numbers, same rows, same history. */
export type LoanSeedContext = {
  db: Database;
  today: string;
  counter: { application: number; agreement: number };
};

export type SeededApplication = { id: number; amount: number; tenorMonths: number; effectiveRate: string };

type ApplicationSeed = {
  member: DemoMember;
  product: DemoProduct;
  amount: number;
  tenorMonths: number;
  submittedOn: string;
  /** Hour of the day in Jakarta (default 9). Before 07:00 the UTC date is still the day before. */
  submittedHour?: number;
  status: 'NEW' | 'APV' | 'FUN' | 'FIN' | 'RJT' | 'CNCL';
  currentStep: number;
  hc: { checklist: boolean; recommendation: 'YES' | 'NO'; note: string } | null;
  rejectReason?: string;
  offer?: { amount: number; tenorMonths: number };
};

const compact = (iso: string) => iso.replaceAll('-', '');

/** A seeded counter-offer's own state (docs/decisions/0019-counter-offer-state.md): RJT waits, CNCL was declined. */
function offerStatusOf(seed: ApplicationSeed): 'OPEN' | 'ACCEPTED' | 'DECLINED' | null {
  if (!seed.offer) return null;
  if (seed.status === 'RJT') return 'OPEN';
  return seed.status === 'CNCL' ? 'DECLINED' : 'ACCEPTED';
}

/** Inserts an application whose rate and instalment come from the product tier of its amount. */
export async function insertApplication(
  ctx: LoanSeedContext,
  seed: ApplicationSeed,
): Promise<SeededApplication> {
  const tier = seed.product.tiers.find((t) => seed.amount >= t.minAmount && seed.amount <= t.maxAmount);
  if (!tier || seed.tenorMonths > tier.tenorMax)
    throw new Error(`no tier for ${seed.amount}/${seed.tenorMonths}`);
  const rate = Number(tier.effectiveRate);
  ctx.counter.application += 1;
  const submittedAt = at(seed.submittedOn, seed.submittedHour);
  const [row] = await ctx.db
    .insert(applications)
    .values({
      approvalNo: `PJ${compact(seed.submittedOn)}${String(ctx.counter.application).padStart(3, '0')}`,
      memberId: seed.member.id,
      productId: seed.product.id,
      type: seed.offer ? 'NST' : 'NEW',
      status: seed.status,
      amount: seed.amount,
      tenorMonths: seed.tenorMonths,
      effectiveRate: tier.effectiveRate,
      instalmentAmount: computeInstalment(seed.amount, rate, seed.tenorMonths),
      financePurpose: seed.product.financePurpose,
      hcChecklist: seed.hc?.checklist ?? null,
      hcRecommendation: seed.hc?.recommendation ?? null,
      hcNote: seed.hc?.note ?? null,
      currentStep: seed.currentStep,
      offeredAmount: seed.offer?.amount ?? null,
      offeredTenorMonths: seed.offer?.tenorMonths ?? null,
      offeredInstalmentAmount: seed.offer
        ? computeInstalment(seed.offer.amount, rate, seed.offer.tenorMonths)
        : null,
      offerStatus: offerStatusOf(seed),
      rejectReason: seed.rejectReason ?? null,
      submittedAt,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('application was not inserted');
  return {
    id: row.id,
    amount: seed.amount,
    tenorMonths: seed.tenorMonths,
    effectiveRate: tier.effectiveRate,
  };
}

export type Decision = {
  stepNo: number;
  by: { staffId: number | null; name: string; jobTitle: string | null };
  status: 'APV' | 'RJT' | 'NST' | 'CNCL';
  notes: string | null;
  on: string;
};

/** Approval-history rows of the first round. */
export async function writeDecisions(ctx: LoanSeedContext, applicationId: number, decisions: Decision[]) {
  await ctx.db.insert(approvalHistory).values(
    decisions.map((decision) => ({
      applicationId,
      stepNo: decision.stepNo,
      decidedByStaffId: decision.by.staffId,
      decidedByName: decision.by.name,
      jobTitle: decision.by.jobTitle,
      status: decision.status,
      notes: decision.notes,
      decidedAt: at(decision.on, 10 + decision.stepNo),
    })),
  );
}

/**
 * Funds an application: agreement with admin fee and PTA deducted, the amortisation schedule from the
 * domain package, every row due before `today` paid by payroll and rewarded with points; a loan whose
 * rows are all paid ends FIN, application included.
 */
export async function fundApplication(
  ctx: LoanSeedContext,
  member: DemoMember,
  application: SeededApplication,
  fundingDate: string,
): Promise<{ agreementNo: string; paidRows: number; isFinished: boolean }> {
  const adminFee = Math.round(
    (application.amount * (DEMO_SETTINGS['funding.adminFeePercent'] as number)) / 100,
  );
  const ptaFee = Math.round((application.amount * (DEMO_SETTINGS['funding.ptaPercent'] as number)) / 100);
  const firstDeductionDate = computeFirstDeductionDate(
    fundingDate,
    DEMO_SETTINGS['payroll.cutOffDay'] as number,
  );
  const schedule = buildAmortisationSchedule({
    principal: application.amount,
    effectiveRatePercent: Number(application.effectiveRate),
    tenorMonths: application.tenorMonths,
    firstDueDate: firstDeductionDate,
  });
  const paid = schedule.filter((row) => row.dueDate < ctx.today);
  const isFinished = paid.length === schedule.length;
  ctx.counter.agreement += 1;
  const agreementNo = `KKSB${compact(fundingDate).slice(0, 6)}${String(ctx.counter.agreement).padStart(4, '0')}`;
  const [agreement] = await ctx.db
    .insert(agreements)
    .values({
      agreementNo,
      applicationId: application.id,
      memberId: member.id,
      amount: application.amount,
      tenorMonths: application.tenorMonths,
      effectiveRate: application.effectiveRate,
      instalmentAmount: schedule[0]?.instalment ?? 0,
      fundingDate,
      firstDeductionDate,
      adminFee,
      ptaFee,
      totalDisbursed: application.amount - adminFee - ptaFee,
      status: isFinished ? 'FIN' : 'FUN',
      finishedAt: isFinished ? at(schedule.at(-1)?.dueDate ?? fundingDate) : null,
      createdAt: at(fundingDate),
    })
    .returning({ id: agreements.id });
  if (!agreement) throw new Error('agreement was not inserted');
  const rows = await ctx.db
    .insert(instalments)
    .values(
      schedule.map((row) => {
        const isPaid = row.dueDate < ctx.today;
        return {
          ...row,
          agreementId: agreement.id,
          paidDate: isPaid ? row.dueDate : null,
          paidAmount: isPaid ? row.instalment : null,
          paidBy: isPaid ? 'PAYROLL' : null,
        };
      }),
    )
    .returning({ id: instalments.id, paidDate: instalments.paidDate });
  if (isFinished) {
    await ctx.db.update(applications).set({ status: 'FIN' }).where(eq(applications.id, application.id));
  }
  const pointsPerRow = DEMO_SETTINGS['points.perOnTimeInstalment'] as number;
  const paidRows = rows.filter((row) => row.paidDate !== null);
  if (paidRows.length > 0) {
    await ctx.db.insert(pointsLedger).values(
      paidRows.map((row) => ({
        memberId: member.id,
        delta: pointsPerRow,
        reason: 'INSTALMENT',
        ref: `instalment:${row.id}`,
        createdAt: at(row.paidDate ?? fundingDate, 18),
      })),
    );
  }
  return { agreementNo, paidRows: paidRows.length, isFinished };
}

/** A member notification dated at 09:00 Jakarta time (hour adjustable to keep the order stable). */
export async function notify(
  ctx: LoanSeedContext,
  memberId: number,
  note: { header: NoticeHeader; desc: string; on: string; applicationId?: number; hour?: number },
) {
  await ctx.db.insert(notifications).values({
    memberId,
    applicationId: note.applicationId ?? null,
    logHeader: note.header,
    logDesc: note.desc,
    logDate: at(note.on, note.hour ?? 9),
  });
}

/**
 * Funding an approved application and living the loan up to today: the agreement with its fees, which rows
 * payroll has paid (every row due before the current cut-off, except last month's when that deduction failed),
 * and whether the loan ran its course (FIN), was settled early (PAI, FIN) or still runs (FUN).
 */
import { addDays, jakartaTime, monthIndexOf, periodOf } from './dates';
import { writeSettlements } from './settlements';
import type { Draft, StoryContext, Terms } from './story-context';
import { notify } from './story-context';

export type FundedLoan = { fundedOn: string; endsOn: string | null; status: 'FUN' | 'FIN' };

/** Where the loan stands today: rows 1..payrollPaid paid by payroll, the rest by a settlement on settledOn. */
export type LoanLife = { dueDates: string[]; payrollPaid: number; settledOn: string | null };

/** Rows due before `horizon` were paid by the postings of their months. */
const countDueBefore = (dueDates: readonly string[], horizon: string) =>
  dueDates.filter((due) => due < horizon).length;

function liveLoan(ctx: StoryContext, draft: Draft, dueDates: string[]): LoanLife {
  const { member } = draft;
  const { calendar, random } = ctx;
  const horizon = member.isActive ? calendar.currentCutOff : (member.resignedOn as string);
  let payrollPaid = countDueBefore(dueDates, horizon);
  const lastPeriod = periodOf(calendar.current - 1);
  if (member.failedLastMonth && payrollPaid > 0 && dueDates[payrollPaid - 1]?.startsWith(lastPeriod)) {
    payrollPaid -= 1;
  }
  const tenor = dueDates.length;
  // A member who leaves pays the loan off from the severance; others settle early now and then.
  if (!member.isActive && payrollPaid < tenor) {
    const settledOn = addDays(member.resignedOn as string, -3);
    return { dueDates, payrollPaid: countDueBefore(dueDates, settledOn), settledOn };
  }
  if (payrollPaid >= 3 && payrollPaid < tenor && random.chance(0.08)) {
    const from = monthIndexOf(dueDates[1] as string) + 1;
    const to = Math.min(calendar.current - 1, monthIndexOf(dueDates[payrollPaid - 1] as string));
    if (from <= to) {
      const month = random.int(from, to);
      const settledOn = `${periodOf(month)}-${String(random.int(8, 20)).padStart(2, '0')}`;
      return { dueDates, payrollPaid: countDueBefore(dueDates, settledOn), settledOn };
    }
  }
  return { dueDates, payrollPaid, settledOn: null };
}

export function fundApplication(ctx: StoryContext, draft: Draft, terms: Terms, fundedOn: string): FundedLoan {
  const { domain, reference } = ctx;
  const funding = domain.computeFunding({
    amount: terms.amount,
    adminFeePercent: reference.settings.adminFeePercent,
    ptaPercent: reference.settings.ptaPercent,
  });
  const firstDue = domain.computeFirstDeductionDate(fundedOn, reference.settings.cutOffDay);
  const schedule = ctx.schedules.get(terms.amount, terms.effectiveRate, terms.tenorMonths);
  const dueDates = schedule.rows.map((_, index) => domain.addMonths(firstDue, index));
  const life = liveLoan(ctx, draft, dueDates);
  const isFinished = life.settledOn !== null || life.payrollPaid === dueDates.length;
  const endsOn = life.settledOn ?? (isFinished ? (dueDates.at(-1) as string) : null);
  ctx.ids.agreements += 1;
  const id = ctx.ids.agreements;
  const agreementNo = `PK${fundedOn.slice(0, 7).replace('-', '')}-${String(id).padStart(5, '0')}`;
  ctx.batch.agreements.push({
    id,
    agreement_no: agreementNo,
    application_id: draft.id,
    member_id: draft.member.id,
    amount: terms.amount,
    tenor_months: terms.tenorMonths,
    effective_rate: terms.effectiveRate,
    instalment_amount: schedule.rows[0]?.instalment ?? 0,
    funding_date: fundedOn,
    first_deduction_date: firstDue,
    admin_fee: funding.FeeAdmin,
    pta_fee: funding.pta,
    total_disbursed: funding.TotalPencairan,
    status: isFinished ? 'FIN' : 'FUN',
    funded_by_staff_id: ctx.finance.id,
    finished_at: endsOn && isFinished ? jakartaTime(endsOn, life.settledOn ? 15 : 18) : null,
    created_at: jakartaTime(fundedOn, 14),
  });
  ctx.batch.loanPlans.push({
    agreement_id: id,
    schedule_id: schedule.id,
    payroll_paid: life.payrollPaid,
    settled_on: life.settledOn,
  });
  const rupiah = domain.formatRupiah;
  const fundedText = `Pinjaman ${terms.product.financePurpose} ${agreementNo} telah dicairkan sebesar ${rupiah(funding.TotalPencairan)} ke rekening payroll Anda. Dana masuk dalam 48 jam. Potongan pertama ${firstDue.split('-').reverse().join('-')}.`;
  notify(ctx, draft, 'FUN', fundedText, fundedOn, 14);
  if (isFinished && !life.settledOn && endsOn) {
    const text = `Pinjaman ${agreementNo} sebesar ${rupiah(terms.amount)} telah lunas melalui potong gaji. Terima kasih.`;
    notify(ctx, draft, 'FIN', text, endsOn, 18);
  }
  writeSettlements(ctx, draft, { id, agreementNo, amount: terms.amount, fundedOn, schedule, life });
  return { fundedOn, endsOn, status: isFinished ? 'FIN' : 'FUN' };
}

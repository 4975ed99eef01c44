/**
 * What every part of a member's loan story shares: the calendar, the reference data, the id counters and the
 * batch the rows go to; and the two rows every event leaves behind (a decision, a notification).
 */
import type { DatabaseModules } from '../support/api-modules';
import type { Batch } from './batch';
import { addDays, jakartaTime, type MonthIndex } from './dates';
import type { Random } from './random';
import type { ChainStep, Company, Product, ReferenceData, StaffMember } from './reference-data';
import { deciderOf } from './reference-data';
import type { ScheduleCache } from './schedules';

export type Domain = DatabaseModules['domain'];

export type Calendar = {
  /** Today in Jakarta, `YYYY-MM-DD`: nothing generated happens on or after it. */
  today: string;
  /** The month being worked in: its payroll is not posted yet, its rows are due and unpaid. */
  current: MonthIndex;
  /** The first month of generated history (payroll posted every month from here to current − 1). */
  windowStart: MonthIndex;
  /** The current period's cut-off date: rows due before it were paid by earlier postings. */
  currentCutOff: string;
};

/** The last id handed out per table (the generator assigns ids itself, so children can point at parents). */
export type IdCounters = {
  applications: number;
  agreements: number;
  settlements: number;
  files: number;
  deposits: number;
  withdrawals: number;
};

export type StoryContext = {
  random: Random;
  /**
   * The savings stories' own stream: drawing them from `random` would change every loan story after the first
   * saver, so the same seed still gives the loans (and their notices and points) it gave before savings existed.
   */
  savingsRandom: Random;
  domain: Domain;
  reference: ReferenceData;
  schedules: ScheduleCache;
  calendar: Calendar;
  ids: IdCounters;
  batch: Batch;
  finance: StaffMember;
};

export type MemberFacts = {
  id: number;
  nik: string;
  name: string;
  company: Company;
  isActive: boolean;
  resignedOn: string | null;
  /** Last month's deduction failed (listed in that posting's CSV): that month's rows stay unpaid. */
  failedLastMonth: boolean;
};

export type Terms = { product: Product; amount: number; tenorMonths: number; effectiveRate: string };

/** An application while its story is told; `what` is the phrase the services' notifications use. */
export type Draft = { id: number; approvalNo: string; member: MemberFacts; terms: Terms; what: string };

/** A member reads a notice some days later, unless it is recent. */
export function notify(
  ctx: StoryContext,
  draft: Pick<Draft, 'id' | 'member'>,
  header: string,
  text: string,
  on: string,
  hour = 9,
): void {
  const isOld = on < addDays(ctx.calendar.today, -14);
  const isRead = ctx.random.chance(isOld ? 0.9 : 0.3);
  const readOn = addDays(on, ctx.random.int(0, 3));
  ctx.batch.notifications.push({
    member_id: draft.member.id,
    application_id: draft.id,
    log_header: header,
    log_desc: text,
    log_date: jakartaTime(on, hour, ctx.random.int(0, 59)),
    read_at: isRead && readOn < ctx.calendar.today ? jakartaTime(readOn, 20) : null,
  });
}

export type DecisionStatus = 'APV' | 'RJT' | 'NST' | 'CNCL';

/** A step's decision by the staff member of that step (stepNo 0: the applicant). */
export function decide(
  ctx: StoryContext,
  draft: Draft,
  step: ChainStep | 'applicant',
  decision: { status: DecisionStatus; notes: string | null; on: string; round?: number },
): void {
  const staff = step === 'applicant' ? null : deciderOf(ctx.reference.staff, step);
  ctx.batch.decisions.push({
    application_id: draft.id,
    step_no: step === 'applicant' ? 0 : step.stepNo,
    round: decision.round ?? 1,
    decided_by_staff_id: staff?.id ?? null,
    decided_by_name: staff?.name ?? draft.member.name,
    job_title: step === 'applicant' ? null : step.jobTitle,
    status: decision.status,
    notes: decision.notes,
    decided_at: jakartaTime(decision.on, 10 + (step === 'applicant' ? 0 : step.stepNo)),
  });
}

/**
 * Generated members: NIKs from 20000001 up (clear of the demo's 1000xx and of HR-import test NIKs), one shared
 * password hash, job grades that set their monthly contribution, a few who resigned, and a few whose deduction
 * failed last month. Each also gets the plan of their contribution months for the set-based ledger step.
 */
import { dayOf, jakartaTime, type MonthIndex, monthIndexOf, periodOf } from './dates';
import { digits, invent } from './people';
import type { Random } from './random';
import type { Company, Settings } from './reference-data';
import type { Calendar, MemberFacts, StoryContext } from './story-context';

/** The first generated NIK is GENERATED_NIK_BASE + 1. */
export const GENERATED_NIK_BASE = 20_000_000;
export const generatedNik = (index: number) => String(GENERATED_NIK_BASE + index + 1);

/** Company employees join from 2008; a resignation happens at least half a year after joining. */
const FIRST_JOIN_MONTH = monthIndexOf('2008-01-01');
const GRADE_WEIGHTS = [15, 30, 30, 18, 7];
const RESIGNED_SHARE = 0.03;
const FAILED_DEDUCTION_SHARE = 0.015;

export type GeneratedMember = {
  facts: MemberFacts;
  joinDate: string;
  /** The payroll account a sukarela withdrawal is paid to. */
  account: { no: string; name: string };
};

function chooseGrade(random: Random, settings: Settings): string | null {
  const grades = Object.keys(settings.contributionByGrade);
  if (grades.length === 0) return null;
  return random.weighted(grades.map((grade, index) => [grade, GRADE_WEIGHTS[index] ?? 5] as const));
}

function chooseResignation(random: Random, calendar: Calendar, joinMonth: MonthIndex): string | null {
  const earliest = Math.max(joinMonth + 6, calendar.windowStart + 6);
  if (earliest > calendar.current - 1 || !random.chance(RESIGNED_SHARE)) return null;
  return dayOf(random.int(earliest, calendar.current - 1), random.int(1, 28));
}

/** Builds member `index` of the cooperative into the batch and answers what its loan story needs. */
export function addMember(
  ctx: StoryContext,
  index: number,
  firstId: number,
  passwordHash: string,
): GeneratedMember {
  const { random, calendar, reference } = ctx;
  const company = random.pick(reference.companies) as Company;
  const person = invent(random);
  const nik = generatedNik(index);
  const joinMonth = random.int(FIRST_JOIN_MONTH, calendar.current - 2);
  const joinDate = dayOf(joinMonth, random.int(1, 28));
  const resignedOn = chooseResignation(random, calendar, joinMonth);
  const grade = chooseGrade(random, reference.settings);
  const id = firstId + index;
  const addedOn = joinMonth < calendar.windowStart ? dayOf(calendar.windowStart, 1) : joinDate;
  const email = random.chance(0.85)
    ? `${person.name.toLowerCase().replace(' ', '.')}.${nik}@example.com`
    : null;
  // Drawn in the order the row used to draw them, so a seed still gives the members it gave before.
  const mobilePhone = random.chance(0.9) ? `08${digits(random, 10)}` : null;
  const birthDate = dayOf(
    monthIndexOf(`${random.int(1966, 2002)}-01-01`) + random.int(0, 11),
    random.int(1, 28),
  );
  const account = { no: digits(random, 10), name: person.name.toUpperCase() };
  ctx.batch.members.push({
    id,
    nik,
    employee_id: `${company.code}-${joinDate.slice(0, 4)}-${String(index + 1).padStart(6, '0')}`,
    company_id: company.id,
    name: person.name,
    email,
    mobile_phone: mobilePhone,
    birth_date: birthDate,
    gender: person.gender,
    address: person.address,
    job_grade: grade,
    payroll_account_no: account.no,
    payroll_account_name: account.name,
    join_date: joinDate,
    password_hash: passwordHash,
    is_active: resignedOn === null,
    resigned_at: resignedOn ? jakartaTime(resignedOn, 17) : null,
    created_at: jakartaTime(addedOn, 8),
    updated_at: jakartaTime(resignedOn ?? addedOn, 17),
  });
  const failedLastMonth = resignedOn === null && random.chance(FAILED_DEDUCTION_SHARE);
  planContributions(ctx, {
    id,
    joinMonth,
    resignedOn,
    failedLastMonth,
    amount: grade ? (reference.settings.contributionByGrade[grade] ?? 0) : 0,
  });
  const facts = {
    id,
    nik,
    name: person.name,
    company,
    isActive: resignedOn === null,
    resignedOn,
    failedLastMonth,
  };
  return { facts, joinDate, account };
}

type ContributionFacts = {
  id: number;
  joinMonth: MonthIndex;
  resignedOn: string | null;
  failedLastMonth: boolean;
  amount: number;
};

/**
 * Payroll contributions every posted month from the month after joining (or the window's start) to the last
 * month before leaving; what was saved before the window is one OPENING balance (the import at go-live).
 */
function planContributions(ctx: StoryContext, member: ContributionFacts) {
  const { calendar } = ctx;
  const lastMonth = member.resignedOn ? monthIndexOf(member.resignedOn) - 1 : calendar.current - 1;
  const monthsBefore = Math.max(0, calendar.windowStart - member.joinMonth - 1);
  ctx.batch.memberPlans.push({
    member_id: member.id,
    first_month: Math.max(member.joinMonth + 1, calendar.windowStart),
    last_month: lastMonth,
    skipped_month: member.failedLastMonth ? calendar.current - 1 : null,
    amount: member.amount,
    opening: member.amount * Math.min(monthsBefore, 120),
  });
}

/** The go-live month's period, which OPENING balances carry. */
export const openingPeriodOf = (calendar: Calendar) => periodOf(calendar.windowStart - 1);

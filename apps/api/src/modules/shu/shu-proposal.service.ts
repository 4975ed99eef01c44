import {
  DEFAULT_SHU_ALLOCATION,
  estimateMemberShu,
  type MemberShuEstimateReply,
  proposeShuFromResult,
  SHU_ALLOCATION_LABELS,
  type ShuAllocation,
  type ShuProposal,
  shuAllocationSchema,
  todayInJakarta,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { readIncomeAndExpense } from '../ledger/ledger-results.service';
import { getSettingValue } from '../settings/settings.service';
import { readMemberParticipation } from './shu.repository';

/** The setting shu.allocation (ADMIN), or the default allocation while it is not set. */
async function readAllocation(db: Database): Promise<ShuAllocation> {
  const parsed = shuAllocationSchema.safeParse(await getSettingValue(db, 'shu.allocation'));
  return parsed.success ? parsed.data : { ...DEFAULT_SHU_ALLOCATION };
}

/** The proposal from the books' income and expenses dated 1 January of `year` to `to`. */
async function proposalUntil(db: Database, year: number, to: string): Promise<ShuProposal> {
  const allocation = await readAllocation(db);
  const { income, expense } = await readIncomeAndExpense(db, { from: `${year}-01-01`, to });
  const figures = proposeShuFromResult(income - expense, allocation);
  return {
    year,
    income,
    expense,
    result: figures.result,
    parts: figures.parts.map((part) => ({
      key: part.key,
      label: SHU_ALLOCATION_LABELS[part.key],
      percent: part.percent,
      amount: part.amount,
    })),
    pool: figures.pool,
    jasaModalPercent: figures.jasaModalPercent,
    note: figures.note,
  };
}

/**
 * GET /admin/shu/{year}/proposal: the year's result in the books (1 January–31 December, before or after the year
 * is closed) allocated as the setting shu.allocation says, with the pool and jasa modal share it proposes to the RAT.
 */
export async function proposeShu(db: Database, year: number): Promise<ShuProposal> {
  return proposalUntil(db, year, `${year}-12-31`);
}

/**
 * GET /SHU/{nik}/perkiraan: the member's SHU of this year so far. The pool the books propose from the year's result
 * until today, shared by the member's bases against every member's totals (summed in the database); null while
 * that pool is not above 0 (no surplus yet).
 */
export async function estimateShuOfThisYear(db: Database, memberId: number): Promise<MemberShuEstimateReply> {
  const asOf = todayInJakarta();
  const year = Number(asOf.slice(0, 4));
  const proposal = await proposalUntil(db, year, asOf);
  if (proposal.pool <= 0) return { estimate: null };
  const participation = await readMemberParticipation(db, year, memberId);
  const amount = estimateMemberShu({
    pool: proposal.pool,
    jasaModalPercent: proposal.jasaModalPercent,
    ...participation,
  });
  return { estimate: { year, amount, asOf } };
}

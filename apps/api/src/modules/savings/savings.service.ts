import {
  SAVINGS_CHART_MONTHS,
  type SavingsBalancesReply,
  type SavingsChart,
  type SavingsMutationPage,
  type SavingsMutationQuery,
  type SukarelaRequests,
  todayInJakarta,
} from '@kopkar/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { presentBalances, presentDeposit, presentMutation, presentWithdrawal } from './savings.presenter';
import { listMutations, readBalances, readBalancesOfSignedIn, readTotalsByMonth } from './savings.repository';
import { listMemberDeposits, listMemberWithdrawals } from './savings-requests.repository';

/** GET /Simpanan/{nik}: the session check and the balances in one statement; undefined when the session is over. */
export async function getBalancesOfSignedIn(
  db: Database,
  claims: { sub: number; sid: string },
): Promise<SavingsBalancesReply | undefined> {
  const figures = await readBalancesOfSignedIn(db, claims);
  return figures && presentBalances(figures);
}

/** The balances of a member (after a request, and on FINANCE's queues). */
export async function getBalances(db: Database, memberId: number): Promise<SavingsBalancesReply> {
  const figures = await readBalances(db, memberId);
  if (!figures) throw notFound('Anggota tidak ditemukan');
  return presentBalances(figures);
}

/** GET /Simpanan/{nik}/mutasi: one page of a kind's movements, newest first, each with the balance after it. */
export async function getMutations(
  db: Database,
  memberId: number,
  query: SavingsMutationQuery,
): Promise<SavingsMutationPage> {
  const { rows, total } = await listMutations(db, memberId, {
    kind: query.jenis,
    from: query.from,
    to: query.to,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(presentMutation), page: query.page, pageSize: query.pageSize, total };
}

/** GET /Simpanan/{nik}/grafik: the total of the three kinds at each of the last twelve months' ends. */
export async function getTotalsChart(db: Database, memberId: number): Promise<SavingsChart> {
  const months = await readTotalsByMonth(db, memberId, todayInJakarta(), SAVINGS_CHART_MONTHS);
  return months.map((month) => ({ Bulan: month.month, Total: month.total }));
}

/** GET /Simpanan/{nik}/Sukarela: the member's latest deposits and withdrawals with their status. */
export async function getSukarelaRequests(db: Database, memberId: number): Promise<SukarelaRequests> {
  const [deposits, withdrawals] = await Promise.all([
    listMemberDeposits(db, memberId),
    listMemberWithdrawals(db, memberId),
  ]);
  return { Setoran: deposits.map(presentDeposit), Penarikan: withdrawals.map(presentWithdrawal) };
}

/** Payroll and the HR import book wajib and pokok in their own set-based statements, with this module's SQL. */
export {
  bookOpeningContributions,
  bookPayrollContributions,
  bookPokokOnJoin,
} from './contributions.repository';
export { wajibDate } from './savings.repository';
/** Offered to other modules (a module owns its tables: they call this service, never the repository). */
export { creditSukarelaInBulk, lockMembersInOrder } from './savings-ledger.repository';
export { sukarelaPlanAmounts } from './sukarela-plans.repository';

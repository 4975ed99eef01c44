/**
 * What the demo seed left that the generated cooperative builds on: companies and their approval chains, the
 * staff who decide, products and rate tiers, settings, point offers, and where each id sequence stands.
 */
import type { SqlSession } from './sql-session';

export type ChainStep = { stepNo: number; role: 'HC' | 'APPROVER'; jobTitle: string };
export type Company = { id: number; code: string; chain: ChainStep[] };
export type StaffMember = { id: number; name: string; role: string; jobTitle: string | null };
export type RateTier = { minAmount: number; maxAmount: number; effectiveRate: string; tenorMax: number };
export type Product = { id: number; financePurpose: string; tiers: RateTier[] };
export type PointOffer = { id: number; value: number; validityMonths: number };

export type Settings = {
  cutOffDay: number;
  pointsPerInstalment: number;
  adminFeePercent: number;
  ptaPercent: number;
  settlementInterestMonths: number;
  contributionByGrade: Record<string, number>;
  /** Simpanan pokok paid on joining, Rupiah (`savings.pokokAmount`). */
  pokokAmount: number;
};

export type ReferenceData = {
  companies: Company[];
  staff: StaffMember[];
  products: Product[];
  offers: PointOffer[];
  settings: Settings;
  /** Highest id so far per table whose ids the generator assigns itself (0 for a table the schema lacks). */
  maxIds: Record<IdTable, number>;
  /** The checkout has the savings tables: a checkout from before them gets no savings. */
  hasSavings: boolean;
  /** The tables of ID_TABLES this schema has. */
  idTables: IdTable[];
};

export const ID_TABLES = [
  'members',
  'applications',
  'agreements',
  'settlements',
  'files',
  'savings_deposits',
  'savings_withdrawals',
] as const;
export type IdTable = (typeof ID_TABLES)[number];

/** The savings tables the generator fills (migration 0006). */
export const SAVINGS_TABLES = ['savings_ledger', 'savings_deposits', 'savings_withdrawals'] as const;

async function readSettings(session: SqlSession): Promise<Settings> {
  const rows = await session.query<{ key: string; value: unknown }>('SELECT key, value FROM settings');
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const numberOf = (key: string, fallback: number) => {
    const value = values.get(key);
    return typeof value === 'number' ? value : fallback;
  };
  return {
    cutOffDay: numberOf('payroll.cutOffDay', 25),
    pointsPerInstalment: numberOf('points.perOnTimeInstalment', 10),
    adminFeePercent: numberOf('funding.adminFeePercent', 1),
    ptaPercent: numberOf('funding.ptaPercent', 0.5),
    settlementInterestMonths: numberOf('settlement.interestMonths', 1),
    contributionByGrade: (values.get('contribution.amountByGrade') ?? {}) as Record<string, number>,
    pokokAmount: numberOf('savings.pokokAmount', 100_000),
  };
}

async function readCompanies(session: SqlSession): Promise<Company[]> {
  const rows = await session.query<{ id: number; code: string; chain: ChainStep[] }>(
    `SELECT c.id, c.code,
       coalesce(json_agg(json_build_object('stepNo', s.step_no, 'role', s.role, 'jobTitle', s.job_title)
         ORDER BY s.step_no) FILTER (WHERE s.id IS NOT NULL), '[]') AS chain
     FROM companies c LEFT JOIN approval_chain_steps s ON s.company_id = c.id
     GROUP BY c.id ORDER BY c.id`,
  );
  return rows.filter((company) => company.chain.length >= 2);
}

async function readProducts(session: SqlSession): Promise<Product[]> {
  const rows = await session.query<{ id: number; finance_purpose: string; tiers: RateTier[] }>(
    `SELECT p.id, p.finance_purpose,
       json_agg(json_build_object('minAmount', t.min_amount, 'maxAmount', t.max_amount,
         'effectiveRate', t.effective_rate::text, 'tenorMax', t.tenor_max) ORDER BY t.min_amount) AS tiers
     FROM products p JOIN product_rate_tiers t ON t.product_id = p.id
     WHERE p.is_active GROUP BY p.id ORDER BY p.id`,
  );
  return rows.map((row) => ({ id: row.id, financePurpose: row.finance_purpose, tiers: row.tiers }));
}

/** Which of the tables exist in the public schema. */
export async function presentTables<T extends string>(
  session: SqlSession,
  tables: readonly T[],
): Promise<T[]> {
  const rows = await session.query<{ name: T }>(
    `SELECT t AS name FROM unnest($1::text[]) AS t WHERE to_regclass('public.' || t) IS NOT NULL`,
    [tables],
  );
  const present = new Set(rows.map((row) => row.name));
  return tables.filter((table) => present.has(table));
}

async function readMaxIds(session: SqlSession, tables: readonly IdTable[]): Promise<Record<IdTable, number>> {
  const selects = tables.map((table) => `(SELECT coalesce(max(id), 0)::int FROM ${table}) AS ${table}`);
  const [row] = await session.query<Record<IdTable, number>>(`SELECT ${selects.join(', ')}`);
  if (!row) throw new Error('could not read the id sequences');
  return Object.fromEntries(ID_TABLES.map((table) => [table, row[table] ?? 0])) as Record<IdTable, number>;
}

export async function readReferenceData(session: SqlSession): Promise<ReferenceData> {
  // One connection runs one query at a time: these go one after the other.
  const settings = await readSettings(session);
  const companies = await readCompanies(session);
  const products = await readProducts(session);
  const idTables = await presentTables(session, ID_TABLES);
  const maxIds = await readMaxIds(session, idTables);
  const hasSavings = (await presentTables(session, SAVINGS_TABLES)).length === SAVINGS_TABLES.length;
  const staff = await session.query<StaffMember>(
    'SELECT id, name, role, job_title AS "jobTitle" FROM staff WHERE is_active ORDER BY id',
  );
  const offers = await session.query<PointOffer>(
    'SELECT id, value, validity_months AS "validityMonths" FROM point_offers WHERE is_active ORDER BY id',
  );
  if (companies.length === 0 || products.length === 0 || offers.length === 0) {
    throw new Error(
      'companies with approval chains, products and point offers are needed: seed the demo data first',
    );
  }
  return { companies, staff, products, offers, settings, maxIds, hasSavings, idTables };
}

/** The staff member who decides a chain step: HC by role, approvers by job title, else an ADMIN. */
export function deciderOf(staff: readonly StaffMember[], step: ChainStep): StaffMember {
  const found =
    step.role === 'HC'
      ? staff.find((member) => member.role === 'HC')
      : staff.find((member) => member.role === 'APPROVER' && member.jobTitle === step.jobTitle);
  const fallback = staff.find((member) => member.role === 'ADMIN') ?? staff[0];
  if (!found && !fallback) throw new Error('no staff account to decide approvals');
  return (found ?? fallback) as StaffMember;
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember } from '../../../test/factories';
import { sukarelaPlans } from '../../db/schema';
import { sukarelaPlanAmounts } from './savings.service';

let t: TestApp;
const ids: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  for (const key of ['a', 'b', 'c'] as const) ids[key] = (await createMember(t.app.db)).id;
  const plan = (memberId: number, effectivePeriod: string, amount: number) => ({
    memberId,
    effectivePeriod,
    amount,
    createdByMemberId: memberId,
  });
  await t.app.db
    .insert(sukarelaPlans)
    .values([
      plan(ids.a, '2026-09', 100_000),
      plan(ids.a, '2026-12', 0),
      plan(ids.b, '2026-11', 50_000),
      plan(ids.b, '2026-12', 75_000),
      plan(ids.c, '2026-10', 0),
    ]);
});
afterAll(() => t?.close());

async function amountsFor(period: string) {
  const { rows } = await t.app.db.execute<{ member_id: number; amount: string }>(
    sql`select member_id, amount from (${sukarelaPlanAmounts(period)}) plans order by member_id`,
  );
  const byKey = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return Object.fromEntries(rows.map((row) => [byKey[row.member_id], Number(row.amount)]));
}

describe('sukarelaPlanAmounts: the plans in force for a payroll period, above 0', () => {
  const table: [string, Record<string, number>, string][] = [
    ['2026-08', {}, 'before any plan: nobody'],
    ['2026-09', { a: 100_000 }, 'a plan from its own period'],
    ['2026-11', { a: 100_000, b: 50_000 }, 'an earlier plan still in force; a stopped one (c) left out'],
    ['2026-12', { b: 75_000 }, 'a stop (a) and a change (b) from this period'],
    ['2027-06', { b: 75_000 }, 'the latest plan stays in force'],
  ];
  it.each(table)('%s → %j (%s)', async (period, expected) => {
    expect(await amountsFor(period)).toEqual(expected);
  });
});

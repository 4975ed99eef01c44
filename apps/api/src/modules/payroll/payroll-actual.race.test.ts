import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { actualFile, seedActualScenario } from '../../../test/payroll-actual-fixtures';
import { signInStaff } from '../../../test/sessions';
import { journalEntries, payrollActualLines, savingsLedger, sukarelaPlans } from '../../db/schema';
import { setSukarelaPlan } from '../savings/sukarela-plans.service';
import { frozenInstructionAfterCutOff } from './payroll-instruction.service';
import { loadPayrollScope } from './payroll-scope';

// PGlite runs one transaction at a time and would hide the race (docs/testing.md trap 1).
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.info('payroll-actual.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

describe.runIf(onPostgres)('HR’s actual deductions under concurrency, on PostgreSQL', () => {
  let t: TestApp;
  let finance: Record<string, string>;
  let s: Awaited<ReturnType<typeof seedActualScenario>>;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
    finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    s = await seedActualScenario(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('posts the same file imported 10 times at once exactly once', async () => {
    const file = actualFile([
      { nik: s.borrower.nik, amount: 100_000 },
      { nik: s.saver.nik, amount: 290_000 },
      { nik: s.plain.nik, amount: 75_000 },
    ]);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/payroll/2026-07/actual/post',
          payload: { file },
          headers: finance,
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    const messages = replies.map((reply) => reply.json().message).sort();
    expect(messages).toEqual([
      ...Array(9).fill('Periode ini sudah diposting sebelumnya'),
      'Potongan aktual diposting',
    ]);
    expect(await t.app.db.$count(payrollActualLines)).toBe(3);
    expect(await t.app.db.$count(journalEntries, eq(journalEntries.eventKey, 'payroll:2026-07'))).toBe(1);
    // The saver's Rp 15.000 over the instruction (75.000 wajib + 200.000 plan) and the plan, once.
    expect(
      await t.app.db
        .select({ delta: savingsLedger.delta })
        .from(savingsLedger)
        .where(and(eq(savingsLedger.memberId, s.saver.id), eq(savingsLedger.reason, 'POTONGAN'))),
    ).toEqual([{ delta: 215_000 }]);
  });

  it('puts a monthly sukarela changed while the instruction is frozen in exactly one period', async () => {
    for (const period of ['2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08']) {
      const member = await createMember(t.app.db, { jobGrade: 'II' });
      const scope = await loadPayrollScope(t.app.db, period, []);
      // The member changes their plan on the cut-off day itself while FINANCE's first read freezes the period.
      const [change, frozen] = await Promise.all([
        setSukarelaPlan(t.app.db, member, 300_000, scope.cutOffDate),
        frozenInstructionAfterCutOff(t.app.db, scope, null, `${period}-26`),
      ]);
      const { rows } = await t.app.db.execute<{ amount: string }>(sql`
        select amount::text from payroll_instruction_items
        where instruction_id = ${frozen?.id} and member_id = ${member.id} and kind = 'SUKARELA'`);
      const inFrozen = rows.length === 1;
      const plans = await t.app.db.select().from(sukarelaPlans).where(eq(sukarelaPlans.memberId, member.id));
      expect(plans).toHaveLength(1);
      // In the frozen period when it landed before the freeze, otherwise from the next period: never both, never none.
      expect(change.effectivePeriod, period).toBe(inFrozen ? period : plans[0]?.effectivePeriod);
      expect(inFrozen ? change.effectivePeriod === period : change.effectivePeriod > period, period).toBe(
        true,
      );
    }
  });
});

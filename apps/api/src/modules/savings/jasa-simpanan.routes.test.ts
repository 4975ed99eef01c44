import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { signInStaff } from '../../../test/sessions';
import { savingsLedger, settings } from '../../db/schema';

let t: TestApp;
let finance: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  await t.app.db.insert(settings).values({ key: 'payroll.cutOffDay', value: 25 });
});
afterAll(async () => {
  await t?.close();
});

/** Sukarela rows as [booked on, delta], chained as the service would write them. */
async function history(memberId: number, rows: [string, number][]) {
  let balance = 0;
  for (const [index, [bookedOn, delta]] of rows.entries()) {
    balance += delta;
    await t.app.db.insert(savingsLedger).values({
      memberId,
      kind: 'SUKARELA',
      reason: delta > 0 ? 'SETORAN' : 'PENARIKAN',
      delta,
      balanceAfter: balance,
      seq: index + 1,
      ref: `uji:${index}`,
      bookedOn,
    });
  }
}

const jasaOf = async (memberId: number) =>
  t.app.db
    .select({ delta: savingsLedger.delta, ref: savingsLedger.ref, note: savingsLedger.note })
    .from(savingsLedger)
    .where(and(eq(savingsLedger.memberId, memberId), eq(savingsLedger.reason, 'JASA')));

describe('jasa simpanan in the payroll posting', () => {
  it('refuses a rate above 9 % a year', async () => {
    const set = (value: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/settings/savings.jasaRatePercent',
        headers: admin,
        payload: { value },
      });
    expect((await set(9.5)).statusCode).toBe(422);
    expect((await set(6)).statusCode).toBe(200);
  });

  it('credits the ended month on its lowest balance, rounded down, once', async () => {
    // June 2026: opened at 1.000.000, fell to 400.000 on the 15th, rose to 900.000 on the 20th.
    const saver = await createMember(t.app.db);
    await history(saver.id, [
      ['2026-05-10', 1_000_000],
      ['2026-06-15', -600_000],
      ['2026-06-20', 500_000],
    ]);
    // Opened June at 0: a deposit within the month earns nothing yet.
    const newcomer = await createMember(t.app.db);
    await history(newcomer.id, [['2026-06-03', 5_000_000]]);
    // 123.457 × 6 % / 12 = 617,285: rounded down to 617.
    const small = await createMember(t.app.db);
    await history(small.id, [['2026-01-02', 123_457]]);

    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/payroll/preview',
      headers: finance,
      payload: { period: '2026-07' },
    });
    expect(preview.json().data.jasaSimpanan).toEqual({ month: '2026-06', count: 2, amount: 2_617 });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/payroll/post',
      headers: finance,
      payload: { period: '2026-07' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().data.jasaSimpanan).toEqual({ month: '2026-06', count: 2, amount: 2_617 });
    // 400.000 × 6 % / 12 = 2.000; the member's history names the month as people read it.
    const june = { ref: 'jasa:2026-06', note: 'bulan Juni 2026' };
    expect(await jasaOf(saver.id)).toEqual([{ delta: 2_000, ...june }]);
    expect(await jasaOf(newcomer.id)).toEqual([]);
    expect(await jasaOf(small.id)).toEqual([{ delta: 617, ...june }]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/payroll/post',
      headers: finance,
      payload: { period: '2026-07' },
    });
    expect(again.json().data.alreadyPosted).toBe(true);
    expect(await jasaOf(saver.id)).toHaveLength(1);

    // August's posting credits July: the newcomer now opened the month at 5.000.000.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/payroll/post',
      headers: finance,
      payload: { period: '2026-08' },
    });
    expect(await jasaOf(newcomer.id)).toEqual([
      { delta: 25_000, ref: 'jasa:2026-07', note: 'bulan Juli 2026' },
    ]);
  });
});

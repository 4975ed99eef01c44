import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { auditLog, members, settings, sukarelaPlans } from '../../db/schema';

const URL = '/api/v1/Simpanan/Sukarela/Bulanan';
let t: TestApp;

/** Pins today (Jakarta noon of `day`); a member signs in after it, so their token is valid on that day. */
const pinToday = (day: string) => vi.setSystemTime(new Date(`${day}T05:00:00Z`));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-10T05:00:00Z') });
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  await t.app.db
    .insert(settings)
    .values({ key: 'payroll.cutOffDay', value: 25 })
    .onConflictDoUpdate({ target: settings.key, set: { value: 25 } });
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

async function saver() {
  const member = await createMember(t.app.db);
  return { member, headers: await memberHeaders(t.app, member.nik) };
}
const put = (payload: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: URL, payload: payload as object, headers });
const get = (headers?: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const plansOf = (memberId: number) =>
  t.app.db
    .select()
    .from(sukarelaPlans)
    .where(eq(sukarelaPlans.memberId, memberId))
    .orderBy(sukarelaPlans.effectivePeriod);

describe('monthly sukarela by salary deduction', () => {
  it('sets, replaces for the same period, then after the cut-off stops from the next period', async () => {
    pinToday('2026-11-10');
    const { member, headers } = await saver();
    expect((await get(headers)).json().data).toEqual({
      current: null,
      scheduled: null,
      changeEffectivePeriod: '2026-11',
    });

    const set = await put({ Jumlah: 200_000 }, headers);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      message: 'Simpanan sukarela bulanan Rp 200.000 berlaku mulai periode November 2026',
      data: { amount: 200_000, effectivePeriod: '2026-11', previous: null },
    });
    const replaced = await put({ Jumlah: 300_000 }, headers);
    expect(replaced.json().data).toEqual({
      amount: 300_000,
      effectivePeriod: '2026-11',
      previous: { amount: 200_000, effectivePeriod: '2026-11' },
    });
    expect(await plansOf(member.id)).toHaveLength(1);

    // On the cut-off day itself November is still open; the day after, a change applies from December.
    pinToday('2026-11-25');
    const onCutOff = await memberHeaders(t.app, member.nik);
    expect((await get(onCutOff)).json().data.changeEffectivePeriod).toBe('2026-11');
    pinToday('2026-11-26');
    const after = await memberHeaders(t.app, member.nik);
    const stopped = await put({ Jumlah: 0 }, after);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({
      message: 'Simpanan sukarela bulanan dihentikan mulai periode Desember 2026',
      data: {
        amount: 0,
        effectivePeriod: '2026-12',
        previous: { amount: 300_000, effectivePeriod: '2026-11' },
      },
    });
    expect((await get(after)).json().data).toEqual({
      current: { amount: 300_000, effectivePeriod: '2026-11' },
      scheduled: { amount: 0, effectivePeriod: '2026-12' },
      changeEffectivePeriod: '2026-12',
    });
    // History stays: November's plan and December's stop.
    expect((await plansOf(member.id)).map((row) => [row.effectivePeriod, row.amount])).toEqual([
      ['2026-11', 300_000],
      ['2026-12', 0],
    ]);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'set-sukarela-plan'), eq(auditLog.actorId, member.id)));
    expect(audits).toHaveLength(3);
  });

  it('after December’s cut-off applies from January of the next year', async () => {
    pinToday('2026-12-28');
    const { headers } = await saver();
    const set = await put({ Jumlah: 50_000 }, headers);
    expect(set.json().data).toMatchObject({ amount: 50_000, effectivePeriod: '2027-01' });
    expect(set.json().message).toBe('Simpanan sukarela bulanan Rp 50.000 berlaku mulai periode Januari 2027');
  });

  it('sets only the signed-in member’s plan, whatever the body says', async () => {
    pinToday('2026-11-10');
    const { member, headers } = await saver();
    const other = await createMember(t.app.db);
    const sent = await put({ Jumlah: 100_000, NIK: other.nik, memberId: other.id }, headers);
    expect([200, 422]).toContain(sent.statusCode);
    expect(await plansOf(other.id)).toHaveLength(0);
    if (sent.statusCode === 200) expect(await plansOf(member.id)).toHaveLength(1);
  });

  it('refuses staff, no token, and a member who has left', async () => {
    pinToday('2026-11-10');
    const finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    expect((await put({ Jumlah: 100_000 }, finance)).statusCode).toBe(403);
    expect((await get(finance)).statusCode).toBe(403);
    expect((await put({ Jumlah: 100_000 })).statusCode).toBe(401);

    const { member, headers } = await saver();
    await t.app.db.update(members).set({ isActive: false }).where(eq(members.id, member.id));
    const balances = await t.app.inject({ method: 'GET', url: `/api/v1/Simpanan/${member.nik}`, headers });
    const refused = await put({ Jumlah: 100_000 }, headers);
    expect(refused.statusCode).toBe(balances.statusCode);
    expect(refused.json().message).toBe(balances.json().message);
    expect(await plansOf(member.id)).toHaveLength(0);
  });

  it.each([
    ['negative', { Jumlah: -10_000 }],
    ['a fraction', { Jumlah: 150_000.5 }],
    ['not a multiple of Rp 1.000', { Jumlah: 10_500 }],
    ['below the minimum', { Jumlah: 5_000 }],
    ['above the maximum', { Jumlah: 50_001_000 }],
    ['a string', { Jumlah: '200000' }],
    ['missing', {}],
  ])('refuses %s with 422', async (_label, body) => {
    pinToday('2026-11-10');
    const { member, headers } = await saver();
    const sent = await put(body, headers);
    expect(sent.statusCode, sent.body).toBe(422);
    expect(await plansOf(member.id)).toHaveLength(0);
  });

  it('30 concurrent changes leave one row for the period, holding one of the amounts sent', async () => {
    pinToday('2026-11-10');
    const { member, headers } = await saver();
    const amounts = Array.from({ length: 30 }, (_, index) => (index + 1) * 10_000);
    const replies = await Promise.all(amounts.map((Jumlah) => put({ Jumlah }, headers)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(amounts.map(() => 200));
    const rows = await plansOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.effectivePeriod).toBe('2026-11');
    expect(amounts).toContain(rows[0]?.amount);
    // Queued on the member's lock: exactly one change found no plan before it.
    expect(replies.filter((reply) => reply.json().data.previous === null)).toHaveLength(1);
  });
});

import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { pointOffers, pointRedemptions, pointsLedger } from '../../db/schema';

// PGlite runs one transaction at a time and would pass broken code (docs/testing.md trap 1): races run on PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('points.race.test: skipped, set DATABASE_URL to run race tests on PostgreSQL');

describe.runIf(onPostgres)('point redemption races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ledgerSum = async (memberId: number) => {
    const [row] = await t.app.db
      .select({ total: sum(pointsLedger.delta) })
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, memberId));
    return Number(row?.total ?? 0);
  };
  const newOffer = async (values: Partial<typeof pointOffers.$inferInsert>) => {
    const [offer] = await t.app.db
      .insert(pointOffers)
      .values({ title: 'Voucher Balapan', value: 100, validityMonths: 1, ...values })
      .returning();
    return offer!;
  };

  it('lets exactly three of twenty concurrent redemptions through when the balance covers three', async () => {
    const member = await createMember(t.app.db);
    await t.app.db
      .insert(pointsLedger)
      .values({ memberId: member.id, delta: 350, reason: 'GRANT', ref: 'race' });
    const offer = await newOffer({ value: 100 });
    const headers = await memberHeaders(t.app, member.nik);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/Poin/Redeem',
          headers,
          payload: { id_user: member.id, poin_id: offer.id, value: 100 },
        }),
      ),
    );
    const codes = results.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    expect(await ledgerSum(member.id)).toBe(50);
    expect(await t.app.db.$count(pointRedemptions, eq(pointRedemptions.memberId, member.id))).toBe(3);
  });

  it('never sells more than the stock when ten members redeem the last two at once', async () => {
    const offer = await newOffer({ value: 10, stock: 2 });
    const buyers = [];
    // One after another: the factory's NIK sequence is not made for concurrent callers.
    for (let i = 0; i < 10; i += 1) {
      const member = await createMember(t.app.db);
      await t.app.db
        .insert(pointsLedger)
        .values({ memberId: member.id, delta: 10, reason: 'GRANT', ref: 'race' });
      buyers.push({ member, headers: await memberHeaders(t.app, member.nik) });
    }
    const results = await Promise.all(
      buyers.map(({ member, headers }) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/Poin/Redeem',
          headers,
          payload: { id_user: member.id, poin_id: offer.id },
        }),
      ),
    );
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(2);
    const [after] = await t.app.db.select().from(pointOffers).where(eq(pointOffers.id, offer.id));
    expect(after?.stock).toBe(0);
    expect(await t.app.db.$count(pointRedemptions, eq(pointRedemptions.offerId, offer.id))).toBe(2);
  });

  it('keeps the balance at 0 or above when deductions by ADMIN race redemptions', async () => {
    const admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
    const member = await createMember(t.app.db);
    await t.app.db
      .insert(pointsLedger)
      .values({ memberId: member.id, delta: 300, reason: 'GRANT', ref: 'race' });
    const offer = await newOffer({ value: 100 });
    const headers = await memberHeaders(t.app, member.nik);
    await Promise.all([
      ...Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/Poin/Redeem',
          headers,
          payload: { id_user: member.id, poin_id: offer.id },
        }),
      ),
      ...Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/members/${member.id}/points`,
          headers: admin,
          payload: { delta: -100, note: 'Koreksi ganda' },
        }),
      ),
    ]);
    expect(await ledgerSum(member.id)).toBe(0);
  });
});

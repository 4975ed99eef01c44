import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember } from '../../../test/factories';
import { type AuthHeaders, memberHeaders } from '../../../test/sessions';
import { pointOffers, pointRedemptions, pointsLedger } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
});
afterAll(async () => {
  await t?.close();
});

async function memberWithPoints(points: number) {
  const member = await createMember(t.app.db);
  if (points !== 0) {
    await t.app.db
      .insert(pointsLedger)
      .values({ memberId: member.id, delta: points, reason: 'GRANT', ref: 'test:opening' });
  }
  return { member, headers: await memberHeaders(t.app, member.nik) };
}

async function createOffer(values: Partial<typeof pointOffers.$inferInsert> = {}) {
  const [offer] = await t.app.db
    .insert(pointOffers)
    .values({
      title: 'Voucher Uji',
      description: 'Untuk pengujian',
      value: 100,
      validityMonths: 3,
      ...values,
    })
    .returning();
  return offer!;
}

const redeem = (headers: AuthHeaders, payload: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Poin/Redeem', headers: { ...headers, ...extra }, payload });
const balanceOf = async (headers: AuthHeaders) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers })).json().data.poin;

describe('GET /Poin', () => {
  it('lists active offers that are not sold out, with the documented field names', async () => {
    const { headers } = await memberWithPoints(0);
    const listed = await createOffer({ title: 'Voucher Aktif', stock: 5 });
    const hidden = await createOffer({ title: 'Voucher Nonaktif', isActive: false });
    const soldOut = await createOffer({ title: 'Voucher Habis', stock: 0 });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/Poin', headers });
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((offer: { id: number }) => offer.id);
    expect(ids).toContain(listed.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(soldOut.id);
    expect(response.json().data.find((o: { id: number }) => o.id === listed.id)).toEqual({
      id: listed.id,
      Title: 'Voucher Aktif',
      Description: 'Untuk pengujian',
      Value: 100,
      Tenor: 3,
      Stock: 5,
      ImagesPath: null,
    });
  });

  it('needs a member session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Poin' })).statusCode).toBe(401);
  });
});

describe('POST /Poin/Redeem', () => {
  it('charges the stored value, writes the coupon and a REDEEM ledger row, and says so in the documented text', async () => {
    const { member, headers } = await memberWithPoints(250);
    const offer = await createOffer({ value: 100, validityMonths: 3, stock: 2 });
    const response = await redeem(headers, { id_user: member.id, poin_id: offer.id, value: 100 });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Selamat Penukaran point anda berhasil');
    expect(response.json().data.poin).toBe(150);
    expect(response.json().data.coupon).toMatchObject({
      Title: 'Voucher Uji',
      Status: 'AKTIF',
      Value: 100,
      Tenor: 3,
    });
    expect(await balanceOf(headers)).toBe(150);
    const [stock] = await t.app.db.select().from(pointOffers).where(eq(pointOffers.id, offer.id));
    expect(stock?.stock).toBe(1);

    const history = await t.app.inject({ method: 'GET', url: `/api/v1/Poin/History/${member.id}`, headers });
    expect(history.json().data).toHaveLength(1);
    expect(history.json().data[0].end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ledger = await t.app.inject({ method: 'GET', url: `/api/v1/Poin/Ledger/${member.id}`, headers });
    expect(ledger.json().data.map((e: { delta: number; reason: string }) => [e.reason, e.delta])).toEqual([
      ['REDEEM', -100],
      ['GRANT', 250],
    ]);
  });

  it('refuses when the balance does not cover the value, and changes nothing', async () => {
    const { member, headers } = await memberWithPoints(99);
    const offer = await createOffer({ value: 100 });
    const response = await redeem(headers, { id_user: member.id, poin_id: offer.id, value: 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Poin anda tidak mencukupi untuk penukaran ini');
    expect(await balanceOf(headers)).toBe(99);
    expect(await t.app.db.$count(pointRedemptions, eq(pointRedemptions.memberId, member.id))).toBe(0);
  });

  it('refuses a member with no points at all (balance 0)', async () => {
    const { member, headers } = await memberWithPoints(0);
    const offer = await createOffer({ value: 1 });
    expect((await redeem(headers, { id_user: member.id, poin_id: offer.id })).statusCode).toBe(409);
  });

  it('never charges a tampered value: a lower value than the stored one is refused', async () => {
    const { member, headers } = await memberWithPoints(150);
    const offer = await createOffer({ value: 100 });
    const tampered = await redeem(headers, { id_user: member.id, poin_id: offer.id, value: 1 });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().message).toContain('100 poin');
    expect(await balanceOf(headers)).toBe(150);
    expect(await t.app.db.$count(pointRedemptions, eq(pointRedemptions.memberId, member.id))).toBe(0);
    // Without a value the stored one is charged.
    const plain = await redeem(headers, { id_user: member.id, poin_id: offer.id });
    expect(plain.json().data.coupon.Value).toBe(100);
    expect(await balanceOf(headers)).toBe(50);
  });

  it("refuses another member's id_user with 403", async () => {
    const { headers } = await memberWithPoints(500);
    const { member: other } = await memberWithPoints(500);
    const offer = await createOffer();
    const response = await redeem(headers, { id_user: other.id, poin_id: offer.id, value: 100 });
    expect(response.statusCode).toBe(403);
    expect(await t.app.db.$count(pointRedemptions, eq(pointRedemptions.memberId, other.id))).toBe(0);
  });

  it('refuses an offer that is out of stock or inactive', async () => {
    const { member, headers } = await memberWithPoints(1000);
    const lastOne = await createOffer({ stock: 1 });
    expect((await redeem(headers, { id_user: member.id, poin_id: lastOne.id })).statusCode).toBe(200);
    const soldOut = await redeem(headers, { id_user: member.id, poin_id: lastOne.id });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Maaf, stok penawaran ini sudah habis');
    const inactive = await createOffer({ isActive: false });
    expect((await redeem(headers, { id_user: member.id, poin_id: inactive.id })).statusCode).toBe(404);
    expect((await redeem(headers, { id_user: member.id, poin_id: 999_999 })).statusCode).toBe(404);
    expect(await balanceOf(headers)).toBe(900);
  });

  it('answers a repeated Idempotency-Key with the first coupon instead of a second one', async () => {
    const { member, headers } = await memberWithPoints(300);
    const offer = await createOffer();
    const key = { 'idempotency-key': 'redeem-once-12345' };
    const first = await redeem(headers, { id_user: member.id, poin_id: offer.id }, key);
    const second = await redeem(headers, { id_user: member.id, poin_id: offer.id }, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.coupon.id).toBe(first.json().data.coupon.id);
    expect(await balanceOf(headers)).toBe(200);
    expect(await t.app.db.$count(pointRedemptions, eq(pointRedemptions.memberId, member.id))).toBe(1);
  });

  it('refuses malformed bodies with 422', async () => {
    const { member, headers } = await memberWithPoints(300);
    for (const payload of [
      {},
      { id_user: member.id },
      { id_user: member.id, poin_id: 'x' },
      { id_user: -1, poin_id: 1 },
    ]) {
      expect((await redeem(headers, payload)).statusCode).toBe(422);
    }
    expect(
      (await redeem(headers, { id_user: member.id, poin_id: 1 }, { 'idempotency-key': 'a b' })).statusCode,
    ).toBe(422);
  });
});

describe('GET /Poin/History/{id} and /Poin/Ledger/{id}', () => {
  it("are the signed-in member's only", async () => {
    const { headers } = await memberWithPoints(0);
    const { member: other } = await memberWithPoints(10);
    for (const url of [`/api/v1/Poin/History/${other.id}`, `/api/v1/Poin/Ledger/${other.id}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('lists coupons newest first and reads an expired AKTIF coupon as KEDALUWARSA', async () => {
    const { member, headers } = await memberWithPoints(0);
    const offer = await createOffer({ title: 'Voucher Lama' });
    await t.app.db.insert(pointRedemptions).values([
      {
        memberId: member.id,
        offerId: offer.id,
        value: 100,
        validUntil: '2020-01-31',
        createdAt: new Date('2019-11-01'),
      },
      { memberId: member.id, offerId: offer.id, value: 100, validUntil: '2099-12-31', status: 'DIGUNAKAN' },
    ]);
    const history = await t.app.inject({ method: 'GET', url: `/api/v1/Poin/History/${member.id}`, headers });
    expect(history.json().data.map((c: { Status: string; end: string }) => [c.Status, c.end])).toEqual([
      ['DIGUNAKAN', '2099-12-31'],
      ['KEDALUWARSA', '2020-01-31'],
    ]);
  });
});

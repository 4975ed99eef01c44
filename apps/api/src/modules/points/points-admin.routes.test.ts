import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { type AuthHeaders, memberHeaders, signInStaff } from '../../../test/sessions';
import { executable, jpegWithGps, toDataUrl } from '../../../test/upload-fixtures';
import { auditLog, files, pointOffers, pointsLedger } from '../../db/schema';

let t: TestApp;
let admin: AuthHeaders;
let editor: AuthHeaders;
let hc: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
  hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
});
afterAll(async () => {
  await t?.close();
});

const offerInput = {
  title: 'Voucher Bensin Rp 50.000',
  description: 'Berlaku di SPBU rekanan.',
  value: 120,
  validityMonths: 2,
  isActive: true,
  stock: 10,
};

describe('point offers (EDITOR)', () => {
  it('creates an offer with a re-encoded picture, updates it, and audits both', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/point-offers',
      headers: editor,
      payload: { ...offerInput, image: toDataUrl(await jpegWithGps(1200, 900), 'image/jpeg') },
    });
    expect(created.statusCode).toBe(201);
    const offer = created.json().data;
    expect(offer).toMatchObject({ title: offerInput.title, value: 120, stock: 10, redeemedCount: 0 });
    expect(offer.imageUrl).toMatch(/^\/api\/v1\/files\/content\/\d+$/);
    const fileId = Number(offer.imageUrl.split('/').pop());
    const [file] = await t.app.db.select().from(files).where(eq(files.id, fileId));
    expect(file?.purpose).toBe('CONTENT');
    const metadata = await sharp(file!.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBeLessThanOrEqual(400);
    expect(metadata.height).toBeLessThanOrEqual(350);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/point-offers/${offer.id}`,
      headers: editor,
      payload: { ...offerInput, value: 150, isActive: false, stock: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      value: 150,
      isActive: false,
      stock: null,
      imageUrl: offer.imageUrl,
    });
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'point_offer'), eq(auditLog.entityId, String(offer.id))));
    expect(audits.map((row) => row.action).sort()).toEqual(['create-point-offer', 'update-point-offer']);
    const member = await createMember(t.app.db);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Poin',
      headers: await memberHeaders(t.app, member.nik),
    });
    expect(list.json().data.map((o: { id: number }) => o.id)).not.toContain(offer.id);
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/admin/point-offers', headers: editor });
    expect(all.json().data.map((o: { id: number }) => o.id)).toContain(offer.id);
  });

  it('refuses bad input, a non-image picture, and other roles', async () => {
    const post = (payload: object, headers = editor) =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/point-offers', headers, payload });
    expect((await post({ ...offerInput, value: 0 })).statusCode).toBe(422);
    expect((await post({ ...offerInput, title: '' })).statusCode).toBe(422);
    expect((await post({ ...offerInput, stock: -1 })).statusCode).toBe(422);
    expect((await post({ ...offerInput, image: toDataUrl(executable(), 'image/png') })).statusCode).toBe(415);
    expect((await post(offerInput, hc)).statusCode).toBe(403);
    const member = await createMember(t.app.db);
    expect((await post(offerInput, await memberHeaders(t.app, member.nik))).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/admin/point-offers/999999',
          headers: editor,
          payload: offerInput,
        })
      ).statusCode,
    ).toBe(404);
    expect(await t.app.db.$count(pointOffers)).toBe(1);
  });
});

describe('member points (ADMIN grants and deducts)', () => {
  const adjust = (memberId: number, payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/members/${memberId}/points`, headers, payload });

  it('grants and deducts with a reason the member reads in the ledger, audited, never below 0', async () => {
    const member = await createMember(t.app.db);
    const granted = await adjust(member.id, { delta: 200, note: 'Bonus anggota teladan' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.balance).toBe(200);
    const deducted = await adjust(member.id, { delta: -50, note: 'Koreksi poin ganda' });
    expect(deducted.json().data).toMatchObject({ balance: 150, entry: { reason: 'ADJUSTMENT', delta: -50 } });
    const tooMuch = await adjust(member.id, { delta: -151, note: 'Terlalu banyak' });
    expect(tooMuch.statusCode).toBe(409);

    const headers = await memberHeaders(t.app, member.nik);
    const ledger = await t.app.inject({ method: 'GET', url: `/api/v1/Poin/Ledger/${member.id}`, headers });
    expect(
      ledger
        .json()
        .data.map((e: { reason: string; delta: number; note: string }) => [e.reason, e.delta, e.note]),
    ).toEqual([
      ['ADJUSTMENT', -50, 'Koreksi poin ganda'],
      ['GRANT', 200, 'Bonus anggota teladan'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers })).json().data.poin).toBe(150);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'member'), eq(auditLog.entityId, String(member.id))));
    expect(audits.map((row) => row.action).sort()).toEqual(['deduct-points', 'grant-points']);
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/members/${member.id}/points`,
      headers: hc,
    });
    expect(staffView.json().data).toMatchObject({ balance: 150 });
    expect(staffView.json().data.ledger).toHaveLength(2);
  });

  it('is ADMIN only, needs a reason and a non-zero whole number, and a known member', async () => {
    const member = await createMember(t.app.db);
    expect((await adjust(member.id, { delta: 10, note: 'Coba' }, editor)).statusCode).toBe(403);
    expect((await adjust(member.id, { delta: 10, note: 'Coba' }, hc)).statusCode).toBe(403);
    expect((await adjust(member.id, { delta: 0, note: 'Nol' })).statusCode).toBe(422);
    expect((await adjust(member.id, { delta: 1.5, note: 'Pecahan' })).statusCode).toBe(422);
    expect((await adjust(member.id, { delta: 10 })).statusCode).toBe(422);
    expect((await adjust(999_999, { delta: 10, note: 'Tidak ada' })).statusCode).toBe(404);
    expect(await t.app.db.$count(pointsLedger, eq(pointsLedger.memberId, member.id))).toBe(0);
  });
});

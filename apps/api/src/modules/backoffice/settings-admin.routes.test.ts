import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { type AuthHeaders, signInStaff } from '../../../test/sessions';
import { auditLog } from '../../db/schema';
import { DEMO_SETTINGS, seedSettings } from '../../db/seed/settings-data';

let t: TestApp;
let admin: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  await seedSettings(t.app.db);
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
});
afterAll(async () => {
  await t?.close();
});

const put = (key: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/admin/settings/${key}`, headers: admin, payload });

describe('settings', () => {
  it('lists every settings row', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: admin });
    const keys = response.json().data.map((s: { key: string }) => s.key);
    expect(keys.sort()).toEqual(Object.keys(DEMO_SETTINGS).sort());
  });

  it('updates a key, audits before/after, and the portal reads the new value', async () => {
    const response = await put('coop.brandColor', { value: '#AA3300' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ key: 'coop.brandColor', value: '#AA3300' });
    const publicSettings = await t.app.inject({ method: 'GET', url: '/api/v1/public-settings' });
    expect(publicSettings.json().data.brandColor).toBe('#AA3300');
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, 'coop.brandColor'));
    expect(entry).toMatchObject({
      action: 'update-setting',
      before: { value: '#0F5E9C' },
      after: { value: '#AA3300' },
    });
  });

  it('accepts the edge values each rule allows', async () => {
    for (const [key, value] of [
      ['payroll.cutOffDay', 1],
      ['payroll.cutOffDay', 28],
      ['payroll.catchUpRule', 'SATU_PER_PERIODE'],
      ['payroll.allocationOrder', 'WAJIB_ANGSURAN_SUKARELA'],
      ['funding.adminFeePercent', 100],
      ['funding.ptaPercent', 0.25],
      ['loan.maxAmount', 0],
      ['coop.appStoreUrl', null],
      ['coop.promoUrl', 'https://contoh.co.id/promo'],
      ['contribution.amountByGrade', { I: 60_000, II: 80_000 }],
      ['coop.name', 'Koperasi Uji'],
    ] as const) {
      const response = await put(key, { value });
      expect(response.statusCode, `${key}=${JSON.stringify(value)}`).toBe(200);
      expect(response.json().data.value).toEqual(value);
    }
  });

  it('refuses values outside each rule and unknown keys with 422', async () => {
    for (const [key, value] of [
      ['payroll.cutOffDay', 0],
      ['payroll.cutOffDay', 29],
      ['payroll.cutOffDay', 12.5],
      ['payroll.catchUpRule', 'SEMUA'],
      ['payroll.allocationOrder', 'SUKARELA_DULU'],
      ['funding.adminFeePercent', 101],
      ['funding.ptaPercent', -1],
      ['loan.contributionMultiplier', '10'],
      ['loan.maxAmount', 1.5],
      ['points.perOnTimeInstalment', -10],
      ['coop.brandColor', 'blue'],
      ['coop.promoUrl', 'bukan url'],
      ['coop.name', ''],
      ['coop.email', 'x'],
      ['contribution.amountByGrade', { I: -1 }],
    ] as const) {
      const response = await put(key, { value });
      expect(response.statusCode, `${key}=${JSON.stringify(value)}`).toBe(422);
      expect(response.json().data.errors[0].path).toBe('value');
    }
    expect((await put('coop.unknown', { value: 'x' })).statusCode).toBe(422);
    expect((await put('payroll.cutOffDay', {})).statusCode).toBe(422);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember } from '../../../test/factories';
import { createDevice } from '../../../test/push-service';
import { memberHeaders } from '../../../test/sessions';
import { loadConfig } from '../../config';
import { vapidKeysOf } from './vapid';

describe('VAPID settings', () => {
  const keys = { VAPID_PUBLIC_KEY: 'public-key', VAPID_PRIVATE_KEY: 'private-key' };

  it('reads the key pair, with MAIL_FROM as the default mailto: subject', () => {
    const config = loadConfig({ ...keys, MAIL_FROM: 'Koperasi <halo@kopkar.co.id>' });
    expect(config.vapid).toEqual({
      publicKey: 'public-key',
      privateKey: 'private-key',
      subject: 'mailto:halo@kopkar.co.id',
    });
    expect(loadConfig({}).vapid).toBeUndefined();
  });

  it('refuses a subject that is no mailto: or https: URL in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SEED_DEMO: '0',
      DATABASE_URL: 'postgres://db/kopkar',
      PUBLIC_URL: 'https://portal.kopkar.co.id',
    };
    expect(() => loadConfig({ ...production, ...keys, VAPID_SUBJECT: 'kopkar' })).toThrow(
      'VAPID_SUBJECT must be a mailto: or https: URL',
    );
    expect(loadConfig({ ...production, ...keys, VAPID_SUBJECT: 'https://kopkar.co.id' }).vapid?.subject).toBe(
      'https://kopkar.co.id',
    );
  });
});

describe('push turned off: production without VAPID keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production without VAPID keys (the overrides skip only the start-up checks of other settings).
    t = await buildTestApp({ env: 'production', captchaBypass: true, loginRateLimitPerMinute: 1000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers no push key and refuses a subscription in Indonesian, e-mail choices stay', async () => {
    expect(await vapidKeysOf(t.app)).toBeNull();
    const headers = await memberHeaders(t.app, (await createMember(t.app.db)).nik);
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/reminders', headers });
    expect(settings.json().data).toMatchObject({ pushPublicKey: null, pushDevices: 0 });
    expect(settings.json().data.preferences).toHaveLength(10);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reminders/push-subscriptions',
      headers,
      payload: createDevice('https://push.example.test/x').subscription,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Notifikasi push belum diaktifkan di server koperasi.');
  });
});

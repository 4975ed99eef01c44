import { describe, expect, it } from 'vitest';
import { DEMO_JWT_SECRET, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded demo safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      captchaBypass: false,
      seedDemo: true,
    });
  });

  it('refuses to start production on demo secrets, captcha bypass or demo accounts', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_BYPASS: '1', SEED_DEMO: '1' })).toThrow(
      /JWT_SECRET[\s\S]*CAPTCHA_BYPASS[\s\S]*SEED_DEMO/,
    );
    const ok = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(48),
      DATABASE_URL: 'postgres://db/kopkar',
      PUBLIC_URL: 'https://portal.kopkar.co.id',
    });
    expect(ok.jwtSecret).not.toBe(DEMO_JWT_SECRET);
    expect(ok.seedDemo).toBe(false);
    expect(ok.shutdownDrainMs).toBe(5_000);
    expect(ok.push).toEqual({
      serviceHosts: expect.arrayContaining(['fcm.googleapis.com']),
      allowPrivateEndpoints: false,
    });
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(48),
        DATABASE_URL: 'postgres://db/kopkar',
        PUBLIC_URL: 'https://portal.kopkar.co.id',
        PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
      }),
    ).toThrow(/PUSH_ALLOW_PRIVATE_ENDPOINTS/);
  });

  it('points documents at PUBLIC_URL, which production must give as https', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3240' }).publicUrl).toBe('http://127.0.0.1:3240');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.kopkar.co.id' }).publicUrl).toBe(
      'https://portal.kopkar.co.id',
    );
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(48),
      DATABASE_URL: 'postgres://db/kopkar',
    };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://portal.kopkar.co.id' })).toThrow(
      /PUBLIC_URL/,
    );
  });

  it("serves metrics on METRICS_PORT only when it is set, and never on the portal's own port", () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'prometheus' })).toThrow(/METRICS_PORT/);
  });

  it('rejects an invalid environment with the variable named', () => {
    expect(() => loadConfig({ PORT: 'lots' })).toThrow(/PORT/);
  });
});

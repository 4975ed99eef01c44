import { emptyEnvelopeSchema } from '@kopkar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createMember } from '../test/factories';
import { memberHeaders } from '../test/sessions';
import { loadConfig } from './config';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true }, (app) => {
    app.get('/api/v1/__boom', { schema: { response: { 200: emptyEnvelopeSchema } } }, async () => {
      throw new Error('relation "members" does not exist at /srv/app/secret.ts:12');
    });
  });
});
afterAll(async () => {
  await t?.close();
});

describe('platform', () => {
  it('reports health with the database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({
      code: 200,
      message: 'OK',
      data: { database: 'up', redis: expect.any(String) },
    });
  });

  it('hides internals of an unexpected error behind a 500 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/__boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
      data: null,
    });
    expect(response.body).not.toMatch(/relation|secret|stack/);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
  });

  it('sends security headers and a strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('keeps personal API replies out of every cache unless a route chose its own policy', async () => {
    const member = await createMember(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it('serves no API documentation in production unless API_DOCS=1', async () => {
    const production = { env: 'production' as const };
    const off = await buildTestApp({ ...production, apiDocs: false });
    const on = await buildTestApp({ ...production, apiDocs: true });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await on.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await off.close();
      await on.close();
    }
    const productionEnv = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://db/kopkar',
      PUBLIC_URL: 'https://portal.kopkar.co.id',
    };
    expect(loadConfig({ ...productionEnv, SEED_DEMO: '0' }).apiDocs).toBe(false);
    expect(loadConfig({ ...productionEnv, SEED_DEMO: '0', API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
  });

  it('serves the OpenAPI document with the documented paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/web/login', '/api/v1/otp/{nik}', '/api/v1/updateData/{id}']),
    );
  });

  it('serves the brand settings publicly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/public-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ foundedYear: 2012, memberCount: 5000 });
  });
});

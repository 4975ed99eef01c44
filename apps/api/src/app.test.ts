import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get('/api/v1/__boom', async () => {
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
    expect(response.json()).toEqual({ code: 200, message: 'OK', data: { database: 'up' } });
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
  });

  it('serves the OpenAPI document with the SPEC paths', async () => {
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

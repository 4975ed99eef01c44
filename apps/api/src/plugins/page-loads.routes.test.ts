import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@kopkar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { AppError } from '../errors';

// About 60 full page loads a minute from one address (an office behind one NAT address) and
// every page showed raw JSON 429, because the handler serving every page document carried a per-address limit.
// Pages and files are never limited; a refusal or failure of a page load is an Indonesian HTML page.

const OFFICE = '203.0.113.9';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8';
const navigation = { accept: BROWSER_ACCEPT, 'sec-fetch-mode': 'navigate' };
const ASSET = '/assets/app-Bq3x9.js';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'kopkar-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="id"><head><title>Portal</title></head><body><div id="root"></div><script type="module" src="${ASSET}"></script></body></html>`,
  );
  writeFileSync(join(dist, ASSET), 'console.log("portal");');
  t = await buildTestApp({ webDistDir: dist, captchaBypass: true, loginRateLimitPerMinute: 3 }, (app) => {
    // Page routes that fail on purpose: a real per-address refusal, a bug, and a database that is down.
    app.get('/uji/dibatasi', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => 'ok');
    app.get('/uji/rusak', async () => {
      throw new Error('relation "members" does not exist at /srv/app/secret.ts:12');
    });
    app.get('/uji/sibuk', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.get('/uji/menunggu', async () => {
      throw new AppError(ErrorCode.RATE_LIMITED, 'Coba lagi dalam 30 detik.', { retryAfter: 30 });
    });
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const load = (url: string, headers: Record<string, string> = navigation) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: OFFICE });

/** What a person sees: an Indonesian HTML page with a way home, and no JSON anywhere. */
function expectErrorPage(response: Awaited<ReturnType<typeof load>>, status: number, text: RegExp) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toMatch(/^<!doctype html>/);
  expect(response.body).toContain('<html lang="id">');
  expect(response.body).toMatch(text);
  expect(response.body).toContain('Kembali ke Beranda');
  expect(response.body).not.toMatch(/"code"\s*:/);
}

describe('page loads from one address', () => {
  it('serves 300 page documents and files a minute to one address without a 429, while the login limit holds', async () => {
    const pages = ['/', '/home', '/blog', '/admin/funding/7', '/simpanan?tab=wajib', ASSET];
    for (let i = 0; i < 300; i += 1) {
      const url = pages[i % pages.length] as string;
      const response = await load(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/web/login',
        payload: { nik: '123456', password: 'salah', captcha: '1', key: 'k' },
        remoteAddress: OFFICE,
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toMatchObject({ code: 429, data: null });
  });

  it('answers a missing build file with 404, never the app page in its place', async () => {
    const response = await load('/assets/app-lama.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });
});

describe('a page load that is refused or fails', () => {
  it('is refused by a per-address limit with an Indonesian HTML page, Retry-After and a way to try again', async () => {
    expect((await load('/uji/dibatasi')).statusCode).toBe(200);
    const refused = await load('/uji/dibatasi');
    expectErrorPage(refused, 429, /Terlalu banyak permintaan[\s\S]*Silakan coba lagi dalam \d+ detik/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toContain('href="/uji/dibatasi">Coba lagi</a>');
  });

  it('fails with a 500 HTML page that says nothing about internals', async () => {
    const failed = await load('/uji/rusak');
    expectErrorPage(failed, 500, /Terjadi Kesalahan[\s\S]*Terjadi kesalahan pada server/);
    expect(failed.body).not.toMatch(/relation|secret|stack/);
  });

  it('fails with a 503 HTML page while the database is unreachable', async () => {
    expectErrorPage(await load('/uji/sibuk'), 503, /Layanan sedang tidak tersedia/);
  });

  it('keeps an AppError message and Retry-After on the HTML page', async () => {
    const refused = await load('/uji/menunggu');
    expectErrorPage(refused, 429, /Coba lagi dalam 30 detik\./);
    expect(refused.headers['retry-after']).toBe('30');
  });

  it('answers a malformed address with a 400 HTML page (the router refuses it before any route)', async () => {
    expectErrorPage(await load('/blog/%E0%A4%A'), 400, /Alamat tidak dapat dibuka/);
  });

  it('recognises a page load by Accept alone (a browser that sends no Sec-Fetch-Mode)', async () => {
    expectErrorPage(await load('/uji/rusak', { accept: BROWSER_ACCEPT }), 500, /Terjadi Kesalahan/);
  });

  it('leads a back-office page back to the back office', async () => {
    const failed = await load('/admin/uji-tidak-ada/%E0%A4%A');
    expect(failed.body).toContain('href="/admin">Kembali ke Back Office</a>');
  });

  it('answers API calls in the JSON envelope, even one opened as a page', async () => {
    const fromScript = await load('/uji/rusak', { accept: '*/*' });
    expect(fromScript.statusCode).toBe(500);
    expect(fromScript.json()).toMatchObject({ code: 500, data: null });
    const apiInTab = await load('/api/v1/tidak-ada');
    expect(apiInTab.statusCode).toBe(404);
    expect(apiInTab.json()).toEqual({ code: 404, message: 'Alamat tidak ditemukan', data: null });
  });
});

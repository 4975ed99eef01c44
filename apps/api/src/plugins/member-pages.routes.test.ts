import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createMember, createStaff, TEST_PASSWORD } from '../../test/factories';
import { signInMember } from '../../test/sessions';
import { members } from '../db/schema';

// docs/decisions/0016: the page cookie opens a render of the member's own pages and nothing else; the render is
// never shared, and logout or a password change ends it at once.

// The cookie names are the contract with the browser (plugins import no module, so they are written out here).
const PAGE_COOKIE = { name: 'kopkar_page' };
const MEMBER_COOKIE = { name: 'kopkar_rt' };
const SHELL = '<html><head></head><body><div id="root"></div></body></html>';
// The web build's renderer as the contract says: `/home` is a member page, `/` a public one. A member render
// reads the profile through context.fetch, naming a forged token of its own that the API's must override.
const ENTRY_SERVER = `
export const isMemberPage = (pathname) => pathname === '/home' || pathname === '/kosong';
export async function renderPage(url, context) {
  globalThis.memberPageRenders = (globalThis.memberPageRenders ?? 0) + 1;
  if (!context.member) return url === '/' ? { html: '<p>publik</p>', head: '', state: '{}' } : null;
  if (url.includes('rusak=1')) throw new Error('render failed');
  if (!url.startsWith('/home')) return null;
  const reply = await context.fetch('/api/v1/me', { headers: { Authorization: 'Bearer palsu' } });
  if (!reply.ok) throw new Error('profile ' + reply.status);
  const { data } = await reply.json();
  return { html: '<main>' + data.name + ' NIK ' + data.NIK + '</main>', head: '', state: '{}' };
}
`;

let dist: string;
let t: TestApp;
/** Authorization headers of the renderer's own profile reads (the minted tokens). */
const renderTokens: string[] = [];
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'kopkar-member-pages-'));
  mkdirSync(join(dist, '.server'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, '.server', 'entry-server.js'), ENTRY_SERVER);
  t = await buildTestApp({ webDistDir: dist, captchaBypass: true }, (app) => {
    app.addHook('onRequest', async (request) => {
      const authorization = request.headers.authorization;
      if (request.url === '/api/v1/me' && authorization) renderTokens.push(authorization.slice(7));
    });
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;
const cookieOf = (response: Reply, name: string) => response.cookies.find((cookie) => cookie.name === name);
const isCleared = (response: Reply) => {
  const cookie = cookieOf(response, PAGE_COOKIE.name);
  return cookie?.value === '' && (cookie.expires?.getTime() ?? Number.POSITIVE_INFINITY) <= Date.now();
};
const renders = () => (globalThis as { memberPageRenders?: number }).memberPageRenders ?? 0;

const page = (url: string, pageCookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html' },
    cookies: pageCookie ? { [PAGE_COOKIE.name]: pageCookie } : {},
  });

/** A member signed in through POST /web/login, with the cookies it set. */
async function signedIn() {
  const member = await createMember(t.app.db);
  const login = await signInMember(t.app, member.nik);
  expect(login.statusCode).toBe(200);
  return {
    member,
    login,
    pageCookie: cookieOf(login, PAGE_COOKIE.name)?.value as string,
    refreshCookie: cookieOf(login, MEMBER_COOKIE.name)?.value as string,
    bearer: { authorization: `Bearer ${login.json().data.access_token}` },
  };
}

function expectShell(response: Reply) {
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.body).not.toContain('NIK');
}

describe('the page cookie', () => {
  it('is set on login: HttpOnly, SameSite=Lax, Path=/, as long-lived as the refresh cookie, not Secure in test', async () => {
    const { login, pageCookie, refreshCookie } = await signedIn();
    const cookie = cookieOf(login, PAGE_COOKIE.name);
    const refresh = cookieOf(login, MEMBER_COOKIE.name);
    expect(pageCookie).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(refresh?.maxAge);
    expect(pageCookie).not.toBe(refreshCookie);
  });

  it('is replaced on refresh; the page renders with the new one (and the old one while the family is open)', async () => {
    const { member, pageCookie, refreshCookie } = await signedIn();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      cookies: { [MEMBER_COOKIE.name]: refreshCookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = cookieOf(refreshed, PAGE_COOKIE.name)?.value;
    expect(next).toMatch(/^[\w-]{43}$/);
    expect(next).not.toBe(pageCookie);
    expect((await page('/home', next)).body).toContain(`NIK ${member.nik}`);
    expect((await page('/home', pageCookie)).body).toContain(`NIK ${member.nik}`);
  });

  it('is cleared when a refresh is refused', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      cookies: { [MEMBER_COOKIE.name]: 'bukan-token' },
    });
    expect(refused.statusCode).toBe(403);
    expect(isCleared(refused)).toBe(true);
  });

  it('is never set for staff, and a former member signing in clears one left by a member', async () => {
    const account = await createStaff(t.app.db, { role: 'FINANCE' });
    const staffLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { username: account.username, password: TEST_PASSWORD, captcha: '0', key: 'bypass' },
    });
    expect(staffLogin.statusCode).toBe(200);
    expect(cookieOf(staffLogin, PAGE_COOKIE.name)).toBeUndefined();

    const former = await createMember(t.app.db, { isActive: false, resignedAt: new Date() });
    const formerLogin = await signInMember(t.app, former.nik);
    expect(formerLogin.statusCode).toBe(200);
    expect(isCleared(formerLogin)).toBe(true);
  });
});

describe('a member page', () => {
  it("renders that member's page, private and never stored, with a token that never reaches the browser", async () => {
    const { member, pageCookie } = await signedIn();
    renderTokens.length = 0;
    const response = await page('/home', pageCookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<main>${member.name} NIK ${member.nik}</main>`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(response.headers['set-cookie']).toBeUndefined();

    expect(renderTokens).toHaveLength(1);
    const token = renderTokens[0] as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(claims).toMatchObject({ kind: 'member', sub: String(member.id), nik: member.nik });
    expect(claims.exp - claims.iat).toBe(60);
    expect(response.body).not.toContain(token);
    expect(JSON.stringify(response.headers)).not.toContain(token);
  });

  it("never shows member A's page to member B, and renders each of them anew (no shared cache)", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const before = renders();
    const forA = await page('/home', a.pageCookie);
    const forB = await page('/home', b.pageCookie);
    const forAAgain = await page('/home', a.pageCookie);
    expect(renders() - before).toBe(3);
    expect(forA.body).toContain(`NIK ${a.member.nik}`);
    expect(forB.body).toContain(`NIK ${b.member.nik}`);
    expect(forB.body).not.toContain(a.member.nik);
    expect(forAAgain.body).not.toContain(b.member.nik);
  });

  it('is the shell without a cookie (Vary Cookie), and the shell with a made-up cookie, which is cleared', async () => {
    const none = await page('/home');
    expectShell(none);
    expect(none.headers.vary).toContain('Cookie');
    expect(none.headers['set-cookie']).toBeUndefined();

    const madeUp = await page('/home', 'x'.repeat(43));
    expectShell(madeUp);
    expect(madeUp.headers.vary).toContain('Cookie');
    expect(isCleared(madeUp)).toBe(true);
  });

  it('is the shell after logout, and logout clears the cookie', async () => {
    const { pageCookie, refreshCookie } = await signedIn();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { [MEMBER_COOKIE.name]: refreshCookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(isCleared(logout)).toBe(true);
    const after = await page('/home', pageCookie);
    expectShell(after);
    expect(isCleared(after)).toBe(true);
  });

  it('is the shell after a password change, which clears the cookie', async () => {
    const { member, pageCookie, bearer } = await signedIn();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/change-password',
      headers: bearer,
      payload: { id: member.id, old_password: TEST_PASSWORD, new_password: 'Baru-Sekali-2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(isCleared(changed)).toBe(true);
    const after = await page('/home', pageCookie);
    expectShell(after);
    expect(isCleared(after)).toBe(true);
  });

  it('is the shell, cookie kept, when the web does not render the path for members or the render fails', async () => {
    const { pageCookie } = await signedIn();
    const notRendered = await page('/kosong', pageCookie);
    expectShell(notRendered);
    expect(notRendered.headers['set-cookie']).toBeUndefined();
    const failed = await page('/home?rusak=1', pageCookie);
    expectShell(failed);
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it('is the shell for a member no longer active', async () => {
    const { member, pageCookie } = await signedIn();
    await t.app.db.update(members).set({ isActive: false }).where(eq(members.id, member.id));
    const after = await page('/home', pageCookie);
    expectShell(after);
    expect(isCleared(after)).toBe(true);
  });
});

describe('a public page', () => {
  it('keeps its shared, cached render whatever cookie comes', async () => {
    const { pageCookie } = await signedIn();
    const withCookie = await page('/', pageCookie);
    const without = await page('/');
    for (const response of [withCookie, without]) {
      expect(response.body).toContain('<div id="root"><p>publik</p></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

/**
 * One Lighthouse mobile run (its default: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown; performance
 * and accessibility) of one address in a fresh headless Chromium profile started by chrome-launcher (CHROME_PATH,
 * default /usr/bin/chromium), so every run is cold: no HTTP cache, no service worker. Given a member's credentials,
 * the run starts signed in: the profile signs in through the API as the login form does (so it holds the refresh
 * and page cookies the sign-in sets, and member pages come rendered from the server, ADR 0016), the session is put
 * where the SPA keeps it (localStorage 'session'), and Lighthouse is told to keep the origin's storage (it would
 * otherwise clear it and land on /login).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { type Run, runOf } from './lighthouse-report';

const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

export type Credentials = { nik: string; password: string };

/** Signs the profile's page in at its origin (cookies and localStorage), as the login form does. */
export async function signInPage(page: Page, credentials: Credentials): Promise<void> {
  // The portal runs with CAPTCHA_BYPASS=1: any answer to a fresh key is accepted.
  const failure = await page.evaluate(async ({ nik, password }) => {
    type Reply<T> = { message: string; data: T };
    const captcha = (await (await fetch('/api/v1/get-key/math')).json()) as Reply<{ key: string }>;
    const reply = await fetch('/api/v1/web/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nik, password, captcha: '0', key: captcha.data.key }),
    });
    const body = (await reply.json()) as Reply<{ access_token: string; user: unknown }>;
    if (!reply.ok) return `${reply.status} ${body.message}`;
    // The value the SPA keeps in localStorage under 'session' (apps/web/src/lib/session.ts).
    localStorage.setItem(
      'session',
      JSON.stringify({ access_token: body.data.access_token, user: body.data.user }),
    );
    return null;
  }, credentials);
  if (failure) throw new Error(`sign-in of ${credentials.nik} in the audit's profile: ${failure}`);
}

/** Waits until the page's service worker is active (its precache installed), or 30 s have passed. */
function serviceWorkerReady(page: Page): Promise<boolean> {
  type WithWorker = { serviceWorker?: { ready: Promise<unknown> } };
  return page.evaluate(() => {
    const worker = (navigator as WithWorker).serviceWorker;
    return worker
      ? Promise.race([
          worker.ready.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000)),
        ])
      : false;
  });
}

/**
 * Prepares the fresh profile through the DevTools port: signed in when given a member, and for a second visit the
 * page opened once (its service worker installed, the HTTP cache filled); a first visit leaves no cache behind.
 */
async function prepareProfile(port: number, url: string, member?: Credentials, warm = false): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium started without a browser context');
    const page = await context.newPage();
    // A JSON reply of the portal's origin: no script runs, no service worker registers, nothing is cached.
    if (member) {
      await page.goto(`${new URL(url).origin}/api/health`);
      await signInPage(page, member);
    }
    if (warm) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await serviceWorkerReady(page);
      await page.waitForLoadState('networkidle');
    } else {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
    }
    await page.close();
  } finally {
    // A browser reached over CDP is only disconnected here; chrome-launcher stops it after the audit.
    await browser.close();
  }
}

/**
 * One run of `url`: cold (a first visit), or with `warm` a second visit (the page opened once before: service worker
 * and HTTP cache warm, as a member who comes back finds them).
 */
export async function audit(url: string, index: number, member?: Credentials, warm = false): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (member || warm) await prepareProfile(chrome.port, url, member, warm);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(member) || warm,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportDir) {
      const { port, pathname } = new URL(url);
      const name = `${port}${pathname.replace(/\W+/g, '_')}-${index}.json`;
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(join(reportDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return runOf(lhr);
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse mobile run (its default: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown; performance
 * and accessibility) of one address in a fresh headless Chromium profile started by chrome-launcher (CHROME_PATH,
 * default /usr/bin/chromium), so every run is cold: no HTTP cache, no service worker. Given a member's credentials,
 * the run starts signed in: the profile signs in through the API as the login form does (so it holds the refresh
 * and page cookies the sign-in sets, and member pages come rendered from the server, ADR 0016), the session is put
 * where the SPA keeps it (localStorage 'session'), and Lighthouse is told to keep the origin's storage (it would
 * otherwise clear it and land on /login).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

export type Run = {
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  failing: string[];
  /** The path the audited page ended on (a member page without a session lands on /login). */
  landed: string;
};

const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

export type Credentials = { nik: string; password: string };

/** Signs the fresh profile in at `origin` (cookies and localStorage), through the DevTools port. */
async function signInProfile(port: number, origin: string, credentials: Credentials): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium started without a browser context');
    const page = await context.newPage();
    // A JSON reply of the portal's origin: no script runs, no service worker registers, nothing is cached.
    await page.goto(`${origin}/api/health`);
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
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // A browser reached over CDP is only disconnected here; chrome-launcher stops it after the audit.
    await browser.close();
  }
}

function failingAudits(
  audits: Record<
    string,
    { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string }
  >,
) {
  return Object.values(audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

export async function audit(url: string, index: number, member?: Credentials): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (member) await signInProfile(chrome.port, new URL(url).origin, member);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(member),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportDir) {
      const { port, pathname } = new URL(url);
      const name = `${port}${pathname.replace(/\W+/g, '_')}-${index}.json`;
      writeFileSync(join(reportDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      metrics: {
        'FCP ms': numeric('first-contentful-paint'),
        'LCP ms': numeric('largest-contentful-paint'),
        'TBT ms': numeric('total-blocking-time'),
        CLS: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      },
      failing: failingAudits(lhr.audits),
      landed: new URL(lhr.finalDisplayedUrl).pathname,
    };
  } finally {
    chrome.kill();
  }
}

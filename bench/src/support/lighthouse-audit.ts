/**
 * One Lighthouse mobile run (its default: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown; performance
 * and accessibility) of one address in a fresh headless Chromium profile started by chrome-launcher (CHROME_PATH,
 * default /usr/bin/chromium), so every run is cold: no HTTP cache, no service worker. Given a member's session,
 * the run starts signed in: the session is put where the SPA keeps it (localStorage 'session') before the audit,
 * and Lighthouse is told to keep the origin's storage (it would otherwise clear it and land on /login).
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

/** Puts the member's session into the fresh profile's localStorage for `origin`, through the DevTools port. */
async function storeSession(port: number, origin: string, session: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium started without a browser context');
    const page = await context.newPage();
    // A JSON reply of the portal's origin: no script runs, no service worker registers, nothing is cached.
    await page.goto(`${origin}/api/health`);
    await page.evaluate((value) => localStorage.setItem('session', value), session);
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

export async function audit(url: string, index: number, session?: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (session) await storeSession(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(session),
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

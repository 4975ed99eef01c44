/**
 * Lighthouse mobile (its default: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) on each route,
 * LIGHTHOUSE_RUNS times (default 3), printing the median performance and accessibility scores per route and what
 * the lowest-scoring run named (TESTING.md: median of 3 ≥ 95 performance, 100 accessibility). Debian Chromium
 * (CHROME_PATH, default /usr/bin/chromium), headless, each run in a fresh profile. Builds nothing.
 *
 *   WEB_DIST_DIR=/tmp/dist-perf npm run lighthouse -w @kopkar/bench            (starts a portal on PERF_PORT, 3150)
 *   PERF_ORIGIN=http://127.0.0.1:3150 npm run lighthouse -w @kopkar/bench     (a portal already running)
 *   … -- /blog /about                                                         (only these routes)
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { openPortal } from './support/portal';

const defaultRoutes = ['/', '/login', '/blog', '/about'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

type Run = {
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  failing: string[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function audit(url: string, index: number): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportDir) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${index}.json`;
      writeFileSync(join(reportDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          (a.scoreDisplayMode === 'binary' ||
            a.scoreDisplayMode === 'numeric' ||
            a.scoreDisplayMode === 'metricSavings'),
      )
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      metrics: {
        'FCP ms': numeric('first-contentful-paint'),
        'LCP ms': numeric('largest-contentful-paint'),
        'TBT ms': numeric('total-blocking-time'),
        CLS: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      },
      failing,
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const chosen = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const routes = chosen.length ? chosen : defaultRoutes;
  const portal = await openPortal();
  try {
    const rows = [];
    for (const route of routes) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(`${portal.origin}${route}`, i));
      const worst = results.reduce((a, b) =>
        a.performance + a.accessibility <= b.performance + b.accessibility ? a : b,
      );
      rows.push({
        route,
        performance: median(results.map((r) => r.performance)),
        accessibility: median(results.map((r) => r.accessibility)),
        runs: results.map((r) => `${r.performance}/${r.accessibility}`).join(' '),
        ...Object.fromEntries(
          Object.keys(results[0]?.metrics ?? {}).map((k) => [
            k,
            median(results.map((r) => r.metrics[k] ?? 0)),
          ]),
        ),
      });
      if (worst.failing.length)
        console.info(`${route}: below 0.9 in its weakest run: ${worst.failing.join(', ')}`);
    }
    console.table(rows);
    const short = rows.filter((r) => r.performance < 95 || r.accessibility < 100);
    console.info(
      short.length
        ? `Below the release figures (performance ≥ 95, accessibility 100): ${short.map((r) => r.route).join(', ')}`
        : 'Every route meets the release figures (performance ≥ 95, accessibility 100).',
    );
  } finally {
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

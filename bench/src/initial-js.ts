/**
 * Initial JavaScript per route (TESTING.md "Pages: … initial JS ≤ 150 KB gzip"): opens each route in a fresh
 * Chromium context (empty cache, no service worker yet), as a phone (390×844) and on a desktop (1280×800), and
 * sums the JavaScript the page requested until the network was idle. Sizes are gzip (zlib default level, the
 * figure `vite build` prints) of each script's body, whatever the server sent on the wire, so the figure does not
 * depend on the server compressing; the bytes actually transferred are printed beside it. Builds nothing.
 *
 *   WEB_DIST_DIR=/tmp/dist-perf npm run initial-js -w @kopkar/bench            (starts a portal on PERF_PORT, 3150)
 *   PERF_ORIGIN=http://127.0.0.1:3150 npm run initial-js -w @kopkar/bench     (measures a portal already running)
 *   … -- /blog /about                                                         (only these routes; -v lists chunks)
 */
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { demoMember, openPortal, signIn } from './support/portal';

const budgetKb = 150;
type Route = { path: string; signedIn?: boolean };
const defaultRoutes: Route[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/blog' },
  { path: '/about' },
  { path: '/home', signedIn: true },
  { path: '/admin/login' },
];
const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

type Measure = {
  finalPath: string;
  gzip: number;
  transfer: number;
  scripts: { name: string; gzip: number }[];
};

async function measure(
  browser: Browser,
  origin: string,
  route: Route,
  viewport: (typeof viewports)[keyof typeof viewports],
  session: string | undefined,
): Promise<Measure> {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 600 });
  if (session) {
    await context.addInitScript((value) => localStorage.setItem('session', value), session);
  }
  const page = await context.newPage();
  const pending: Promise<{ name: string; gzip: number; transfer: number }>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        // A portal started before the build registers only the files it saw then; a newer chunk comes back as
        // index.html (the SPA fallback) and the page silently stops. Refuse to measure that.
        if (response.headers()['content-type']?.startsWith('text/html')) {
          throw new Error(`${response.url()} came back as HTML: restart the portal after each build`);
        }
        const body = await response.body();
        const sizes = await request.sizes();
        return {
          name: new URL(response.url()).pathname,
          gzip: gzipSync(body).length,
          transfer: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle' });
  // On a busy machine the entry script can still be running when the network first goes quiet, and the route's
  // chunks come after: wait until the app has mounted (app.tsx marks <html>) and the network is quiet again.
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return {
    finalPath,
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    transfer: scripts.reduce((sum, s) => sum + s.transfer, 0),
    scripts: scripts.map(({ name, gzip }) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip),
  };
}

/** kB as `vite build` prints them (1 kB = 1,000 bytes). */
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

async function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes('-v');
  const chosen = args.filter((a) => a.startsWith('/'));
  const routes = chosen.length
    ? chosen.map((path) => defaultRoutes.find((r) => r.path === path) ?? { path })
    : defaultRoutes;
  const portal = await openPortal();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const rows = [];
    for (const route of routes) {
      const session = route.signedIn
        ? await signIn(portal.origin, demoMember.nik, demoMember.password)
        : undefined;
      const row: Record<string, string | number> = { route: route.path };
      for (const [name, viewport] of Object.entries(viewports)) {
        const result = await measure(browser, portal.origin, route, viewport, session);
        row[`${name} KB gzip`] = kb(result.gzip);
        row[`${name} KB sent`] = kb(result.transfer);
        row[`${name} scripts`] = result.scripts.length;
        if (result.finalPath !== route.path) row.landed = result.finalPath;
        if (verbose) {
          console.info(`${route.path} (${name}, ${kb(result.gzip)} KB gzip):`);
          for (const s of result.scripts) console.info(`  ${String(kb(s.gzip)).padStart(6)}  ${s.name}`);
        }
      }
      row.budget =
        Math.max(Number(row['mobile KB gzip']), Number(row['desktop KB gzip'])) <= budgetKb
          ? 'ok'
          : `over ${budgetKb}`;
      rows.push(row);
    }
    console.table(rows);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

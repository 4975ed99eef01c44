/**
 * Initial JavaScript per route against its budget and the 160 kB target (packages/page-weight/src/budgets.ts):
 * opens each route in a fresh Chromium context (empty cache, no service worker yet), as a phone (390×844) and on a
 * desktop (1280×800), and sums the JavaScript the page requested until the network was idle (packages/page-weight,
 * the counting the budget test e2e/tests/initial-js-budgets.spec.ts shares). Sizes are gzip (zlib default level, the
 * figure `vite build` prints) of each script's body, whatever the server sent on the wire, so the figure does not
 * depend on the server compressing; the bytes actually transferred are printed beside it. Builds nothing.
 *
 *   WEB_DIST_DIR=/tmp/dist-perf npm run initial-js -w @kopkar/bench            (starts a portal on PERF_PORT, 3150)
 *   PERF_ORIGIN=http://127.0.0.1:3150 npm run initial-js -w @kopkar/bench     (measures a portal already running)
 *   … -- /blog /about                                                         (only these routes; -v lists chunks)
 *
 * Member pages (`/home`, `/history-pinjaman/:nik`, …) are opened signed in as demo member 100002, with her NIK and
 * the agreement number of her running loan filled in.
 */
import {
  fillRoute,
  importRounds,
  initialJsBudgetsKb,
  initialJsTargetKb,
  isMemberPage,
  kb,
  measureInitialJs,
  startSignedIn,
} from '@kopkar/page-weight';
import { type Browser, chromium } from 'playwright-core';
import { memberWithLoans, openPortal, signInMember } from './support/portal';

const budgets: Record<string, number> = initialJsBudgetsKb;
/** The budgeted routes (packages/page-weight/src/budgets.ts) and /about, which has no budget line yet. */
const defaultRoutes = [...Object.keys(budgets).slice(0, 3), '/about', ...Object.keys(budgets).slice(3)];
const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** One route at one size in a fresh context (empty cache, no service worker yet). */
async function measure(
  browser: Browser,
  origin: string,
  path: string,
  viewport: (typeof viewports)[keyof typeof viewports],
  session: string | undefined,
) {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 600 });
  try {
    if (session) await startSignedIn(context, session);
    return await measureInitialJs(context, `${origin}${path}`);
  } finally {
    await context.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes('-v');
  const chosen = args.filter((a) => a.startsWith('/'));
  const routes = chosen.length ? chosen : defaultRoutes;
  const portal = await openPortal();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const rows = [];
    for (const pattern of routes) {
      const member = isMemberPage(pattern) ? await signInMember(portal.origin, memberWithLoans) : undefined;
      const path = member ? fillRoute(pattern, member) : pattern;
      const row: Record<string, string | number> = { route: pattern };
      let heaviest = 0;
      for (const [name, viewport] of Object.entries(viewports)) {
        const result = await measure(browser, portal.origin, path, viewport, member?.session);
        heaviest = Math.max(heaviest, kb(result.gzip));
        row[`${name} KB gzip`] = kb(result.gzip);
        row[`${name} KB sent`] = kb(result.transfer);
        row[`${name} scripts`] = result.scripts.length;
        // Rounds of requests in which the browser finds the page's scripts (ADR 0026: 2).
        row[`${name} rounds`] = importRounds(result.scripts);
        if (result.finalPath !== path) row.landed = result.finalPath;
        if (verbose) {
          console.info(`${path} (${name}, ${kb(result.gzip)} KB gzip):`);
          for (const s of result.scripts) console.info(`  ${String(kb(s.gzip)).padStart(6)}  ${s.name}`);
        }
      }
      const budget = budgets[pattern];
      row.budget = budget === undefined ? '-' : heaviest <= budget ? `ok (${budget})` : `over ${budget}`;
      row[`target ${initialJsTargetKb}`] = heaviest <= initialJsTargetKb ? 'ok' : 'over';
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

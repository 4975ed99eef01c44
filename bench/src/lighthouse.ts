/**
 * Lighthouse mobile on each route, LIGHTHOUSE_RUNS times (default 3), printing the median performance and
 * accessibility scores, FCP/LCP/TBT/CLS per route and what the lowest-scoring run named (release figures: median
 * of 3 ≥ 95 performance, 100 accessibility). Each run is cold, in a fresh profile (support/lighthouse-audit.ts).
 * Builds nothing.
 *
 *   WEB_DIST_DIR=/tmp/dist-perf npm run lighthouse -w @kopkar/bench            (starts a portal on PERF_PORT, 3150)
 *   PERF_ORIGIN=http://127.0.0.1:3150 npm run lighthouse -w @kopkar/bench     (a portal already running)
 *   … -- /blog /home /history-pinjaman/:nik                                   (only these routes)
 *   ANCHOR_URL=http://127.0.0.1:3440/ …                                        (alternate with a reference page)
 *   LIGHTHOUSE_VISIT=second …                       (second visits: each page opened once first, anchor too)
 *
 * Member pages (`/home`, `/simpanan`, `/history-pinjaman/:nik`, `/report-amortisasi/:AgreementNo`, …) are audited
 * signed in as demo member 100002 (signed in through the API before each run; `:nik` and `:AgreementNo` are hers).
 * With ANCHOR_URL set, every run of a route is preceded by a run of that page, so both see the same machine load,
 * and each row gives the anchor's medians beside the route's: compare the two, not figures of different minutes.
 * `load` is the 1-minute load average (as `uptime` prints it) when the route's first and last run started.
 */
import { loadavg } from 'node:os';
import { fillRoute, isMemberPage } from '@kopkar/page-weight';
import { audit } from './support/lighthouse-audit';
import { type Run, summarise } from './support/lighthouse-report';
import { memberWithLoans, openPortal, type Portal, signInMember } from './support/portal';

const defaultRoutes = ['/', '/login', '/blog', '/about'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const anchorUrl = process.env.ANCHOR_URL;
/** LIGHTHOUSE_VISIT=second: each run opens the page once first (service worker and HTTP cache warm). */
const warm = process.env.LIGHTHOUSE_VISIT === 'second';

const load = () => loadavg()[0]?.toFixed(2) ?? '?';

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): such a run is made again,
 * at most twice; any other error ends the measurement.
 */
async function withRetries(run: () => Promise<Run>, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const flaky = error instanceof Error && /NO_NAVSTART|NO_FCP|NO_LCP/.test(error.message);
      if (!flaky || attempt >= attempts) throw error;
      console.info(`retrying a run that recorded no trace: ${error.message.slice(0, 120)}`);
    }
  }
}

/** One run of the route, signed in afresh when it is a member page. */
async function auditRoute(portal: Portal, pattern: string, index: number): Promise<Run> {
  return withRetries(() => auditRouteOnce(portal, pattern, index));
}

async function auditRouteOnce(portal: Portal, pattern: string, index: number): Promise<Run> {
  if (!isMemberPage(pattern)) return audit(`${portal.origin}${pattern}`, index, undefined, warm);
  const member = await signInMember(portal.origin, memberWithLoans);
  const path = fillRoute(pattern, member);
  const run = await audit(`${portal.origin}${path}`, index, memberWithLoans, warm);
  if (run.landed !== path)
    throw new Error(`${path} landed on ${run.landed}: the member session was not kept`);
  return run;
}

async function main() {
  const chosen = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const routes = chosen.length ? chosen : defaultRoutes;
  if (!anchorUrl) console.info('No ANCHOR_URL: the routes alone, without a reference page beside them.');
  const portal = await openPortal();
  try {
    const rows = [];
    for (const pattern of routes) {
      const results: Run[] = [];
      const anchors: Run[] = [];
      const loads: string[] = [];
      for (let i = 0; i < runs; i++) {
        if (i === 0 || i === runs - 1) loads.push(load());
        if (anchorUrl) anchors.push(await withRetries(() => audit(anchorUrl, i, undefined, warm)));
        results.push(await auditRoute(portal, pattern, i));
      }
      const worst = results.reduce((a, b) =>
        a.performance + a.accessibility <= b.performance + b.accessibility ? a : b,
      );
      rows.push(summarise(pattern, results, anchors, loads));
      if (worst.failing.length)
        console.info(`${pattern}: below 0.9 in its weakest run: ${worst.failing.join(', ')}`);
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

/**
 * Where a page's start-up blocks the main thread: one cold load per route in Chromium at 4× CPU slowdown (as
 * Lighthouse's mobile audit assumes), traced, then each main-thread task over 50 ms with what ran in it (module
 * evaluation, timers, layout…) and, when the build has source maps, the source files whose code took its time. Tasks
 * after the first contentful paint are the ones Lighthouse's total blocking time counts; their sum over 50 ms each
 * is printed as "blocking". Lighthouse simulates the slowdown, this run applies it, so the two differ: use this to
 * see what to cut, Lighthouse (`npm run lighthouse`) for the score.
 *
 *   WEB_OUT_DIR=/tmp/dist-map npm run build -w @kopkar/web -- --sourcemap hidden
 *   WEB_DIST_DIR=/tmp/dist-map npm run startup-profile -w @kopkar/bench -- /home /blog
 *
 * No HTTP cache and no service worker (blocked), like a first visit. Member pages are opened signed in as demo
 * member 100002, through the API as the login form does (cookies and localStorage, so they come rendered from the
 * server, ADR 0016). PROFILE_RUNS (default 1) loads each route that many times.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fillRoute, isMemberPage } from '@kopkar/page-weight';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { signInPage } from './support/lighthouse-audit';
import {
  type CallFrame,
  type LongTask,
  readLongTasks,
  shortSource,
  type TraceEvent,
} from './support/main-thread-tasks';
import { memberWithLoans, openPortal, signInMember, webDistDir } from './support/portal';

const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile device (a Moto G Power) as its user agent names it. */
const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const SETTLE_MS = 2_000;
const TRACE_CATEGORIES = [
  'toplevel',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'loading',
].join(',');
const runs = Number(process.env.PROFILE_RUNS ?? 1);

/** Labels a sampled frame by its source file, through the built chunk's map when there is one. */
function sourceLabeller(): (frame: CallFrame) => string {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    const file = url.split('/').pop() ?? '';
    if (!maps.has(file)) {
      const path = join(webDistDir(), 'assets', `${file}.map`);
      maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
    }
    return maps.get(file) ?? null;
  };
  return (frame) => {
    if (!frame.url) return `(browser) ${frame.functionName || '?'}`;
    const map = mapOf(frame.url);
    const file = frame.url.split('/').pop() ?? frame.url;
    if (!map) return file;
    const place = map.originalPositionFor({
      line: (frame.lineNumber ?? 0) + 1,
      column: frame.columnNumber ?? 0,
    });
    // A chunk's own top-level code (its modules' statements, hoisted into one scope) maps to no source.
    return place.source ? shortSource(place.source) : `${file} (top level)`;
  };
}

async function traceLoad(url: string, signedIn: boolean): Promise<TraceEvent[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
      // A phone, as Lighthouse's mobile run says it is: the server renders the phone layouts (cards, not tables)
      // for it, so the hydrated page is not switched to them afterwards (apps/api/src/plugins/spa.ts).
      userAgent: MOBILE_USER_AGENT,
      extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
    });
    const page = await context.newPage();
    if (signedIn) {
      await page.goto(new URL('/api/health', url).href);
      await signInPage(page, memberWithLoans);
    }
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    devtools.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((done) => devtools.once('Tracing.tracingComplete', done));
    await devtools.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (page.url() !== url) throw new Error(`${url} landed on ${page.url()}`);
    await page.waitForTimeout(SETTLE_MS);
    await devtools.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

const ms = (value: number) => Math.round(value);
const top = (entries: [string, number][], count: number) =>
  entries
    .slice(0, count)
    .map(([name, value]) => `${name} ${ms(value)}`)
    .join(', ');

function printTasks(route: string, fcp: number, blockingTime: number, tasks: LongTask[]) {
  console.log(`\n${route}: first contentful paint ${ms(fcp)} ms, blocking after it ${ms(blockingTime)} ms`);
  for (const task of tasks) {
    const when = task.afterFcp ? 'after FCP ' : 'before FCP';
    console.log(`  ${when} at ${ms(task.start)} ms, ${ms(task.duration)} ms: ${top(task.kinds, 4)}`);
    console.log(`      ${top(task.sources, 6)}`);
  }
}

async function main() {
  const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const portal = await openPortal();
  try {
    const member = await signInMember(portal.origin, memberWithLoans);
    const labelFrame = sourceLabeller();
    const rows = [];
    for (const pattern of routes.length > 0 ? routes : ['/home']) {
      const url = `${portal.origin}${fillRoute(pattern, member)}`;
      for (let run = 1; run <= runs; run++) {
        const trace = await traceLoad(url, isMemberPage(pattern));
        const { fcp, blockingTime, tasks } = readLongTasks(trace, url, labelFrame);
        printTasks(pattern, fcp, blockingTime, tasks);
        const after = tasks.filter((task) => task.afterFcp);
        rows.push({
          route: pattern,
          'FCP ms': ms(fcp),
          'long tasks after FCP': after.length,
          'blocking ms': ms(blockingTime),
          'longest ms': ms(Math.max(0, ...after.map((task) => task.duration))),
        });
      }
    }
    console.table(rows);
  } finally {
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * Initial JavaScript of one page load, counted the one way the page budgets (./budgets.ts) count it (the budget
 * test e2e/tests/initial-js-budgets.spec.ts and `npm run initial-js -w @kopkar/bench` both use this): every
 * script the page requested until the network was idle and the app had mounted, in the context it is given
 * (make it fresh: empty cache, no service worker yet). The size is the gzip of each script's body (zlib default
 * level, the figure `vite build` prints), whatever the server sent, so it is deterministic for a build; the
 * bytes that actually crossed the wire are kept beside it.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';

export type ScriptWeight = {
  name: string;
  gzip: number;
  transfer: number;
  /** The scripts its static `import` statements name (paths from the origin's root), not its `import()`s. */
  imports: string[];
};

/** `import … from "./x.js"` and `import "./x.js"` as the build writes them (no space, double quotes). */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g;

export function staticImports(body: string, scriptUrl: string): string[] {
  return [...new Set([...body.matchAll(STATIC_IMPORT)].map((m) => new URL(m[1] ?? '', scriptUrl).pathname))];
}

/**
 * In how many rounds of requests the browser finds `scripts`: a script no other one imports statically (the shell, a
 * page's chunk, which the shell imports with `import()`) comes in the first, what it imports in the next, and so on.
 * The browser asks for a module's imports only once it has read that module.
 */
export function importRounds(scripts: readonly Pick<ScriptWeight, 'name' | 'imports'>[]): number {
  const byName = new Map(scripts.map((script) => [script.name, script]));
  const imported = new Set(scripts.flatMap((script) => script.imports));
  let round = scripts.filter((script) => !imported.has(script.name)).map((script) => script.name);
  const seen = new Set(round);
  let rounds = 0;
  while (round.length > 0) {
    rounds += 1;
    round = round
      .flatMap((name) => byName.get(name)?.imports ?? [])
      .filter((name) => byName.has(name) && !seen.has(name) && seen.add(name));
  }
  return rounds;
}

export type InitialJs = {
  /** Where the page ended up (a guard may redirect: a signed-out member page lands on /login). */
  finalPath: string;
  /** Sum of the scripts' gzip sizes, bytes. */
  gzip: number;
  /** Sum of the bytes sent on the wire (brotli: the build is precompressed). */
  transfer: number;
  /** Heaviest first. */
  scripts: ScriptWeight[];
};

async function weighScript(response: Response): Promise<ScriptWeight> {
  // A portal started before the build registers only the files it saw then; a newer chunk comes back as
  // index.html (the SPA fallback) and the page silently stops. Refuse to count that.
  if (response.headers()['content-type']?.startsWith('text/html')) {
    throw new Error(`${response.url()} came back as HTML: restart the portal after each build`);
  }
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    name: new URL(response.url()).pathname,
    gzip: gzipSync(body).length,
    transfer: sizes.responseBodySize,
    imports: staticImports(body.toString('utf8'), response.url()),
  };
}

/** Opens `url` in a new page of `context` and weighs every script it loads; closes the page. */
export async function measureInitialJs(context: BrowserContext, url: string): Promise<InitialJs> {
  const page = await context.newPage();
  const pending: Promise<ScriptWeight>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') pending.push(weighScript(response));
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // On a busy machine the entry script can still be running when the network first goes quiet, and the
    // route's chunks come after: wait until the app has mounted (app.tsx marks <html>) and it is quiet again.
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    // A member page mounts before its lazy chunk and its data arrive, and a quiet gap of 500 ms can come first on a
    // loaded machine: wait for the page's heading with nothing still loading, then for a quiet network again.
    // (A function, not a string: the portal's CSP forbids eval. Typed by hand, so callers need no DOM types.)
    await page.waitForFunction(() => {
      const { document } = globalThis as unknown as { document: { querySelector: (s: string) => unknown } };
      return document.querySelector('h1') !== null && document.querySelector('[aria-busy="true"]') === null;
    });
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(pending);
    return {
      finalPath: new URL(page.url()).pathname,
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      transfer: scripts.reduce((sum, s) => sum + s.transfer, 0),
      scripts: scripts.sort((a, b) => b.gzip - a.gzip),
    };
  } finally {
    await page.close();
  }
}

/** kB as `vite build` prints them (1 kB = 1,000 bytes), one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** The value the SPA keeps in localStorage under 'session' (apps/web/src/lib/session.ts), put there before the
 * first script of every page of `context` runs, so the page starts signed in. */
export async function startSignedIn(context: BrowserContext, session: string): Promise<void> {
  await context.addInitScript((value) => localStorage.setItem('session', value), session);
}

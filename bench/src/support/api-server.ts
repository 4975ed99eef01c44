/**
 * How a scale benchmark starts the API it measures. `bundle` is the production way (ADR 0005): `node build.mjs`
 * (what `npm run start -w @kopkar/api` runs as prestart) and then `node --enable-source-maps dist/server.js`.
 * `tsx` runs `tsx src/server.ts`, for a checkout from before the bundle (no build.mjs, e.g. /work/baseline).
 * The command is started directly, not through npm, so the benchmark can pin it to a core and find the server's
 * process by its command line (`marker`) for the RSS.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const API_RUNTIMES = ['bundle', 'tsx'] as const;
export type ApiRuntime = (typeof API_RUNTIMES)[number];

/** The runtime asked for (default the bundle), refused when the checkout cannot run it. */
export function readApiRuntime(given: string | undefined, apiDir: string): ApiRuntime {
  const runtime = (given ?? 'bundle') as ApiRuntime;
  if (!API_RUNTIMES.includes(runtime)) throw new Error(`--runtime must be one of ${API_RUNTIMES.join(', ')}`);
  if (runtime === 'bundle' && !existsSync(join(apiDir, 'build.mjs'))) {
    throw new Error(`${apiDir} has no build.mjs (a checkout from before ADR 0005): add --runtime tsx`);
  }
  return runtime;
}

/**
 * Builds dist/server.js on core 0 like a start would (`bundle` only); answers the build's wall time in ms. The
 * build writes the checkout's apps/api/dist, as every `npm start` there does.
 */
export function prepareApi(runtime: ApiRuntime, apiDir: string, root: string): number {
  if (runtime !== 'bundle') return 0;
  const started = performance.now();
  execFileSync('taskset', ['-c', '0', join(root, 'node_modules/.bin/node'), 'build.mjs'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return Math.round(performance.now() - started);
}

/** The server's command (to run under `taskset -c 0` in `apiDir`) and the text its process's command line holds. */
export function apiCommand(runtime: ApiRuntime, root: string, nodeFlags: string[] = []) {
  const bin = join(root, 'node_modules/.bin');
  if (runtime === 'bundle') {
    return {
      args: [join(bin, 'node'), ...nodeFlags, '--enable-source-maps', 'dist/server.js'],
      marker: 'dist/server.js',
    };
  }
  const args =
    nodeFlags.length > 0
      ? [join(bin, 'node'), ...nodeFlags, '--import', 'tsx', 'src/server.ts']
      : [join(bin, 'tsx'), 'src/server.ts'];
  return { args, marker: 'src/server.ts' };
}

export const describeRuntime = (runtime: ApiRuntime) =>
  runtime === 'bundle' ? 'node --enable-source-maps dist/server.js (esbuild bundle)' : 'tsx src/server.ts';

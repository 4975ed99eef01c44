/**
 * Option b of the runtime comparison: Node 24's own type stripping, with the one thing it lacks
 * for this code base. The sources import relative modules without an extension (`./app`, `./db/schema/index`),
 * as `moduleResolution: bundler` allows; Node's resolver wants the file's real name. This synchronous hook
 * (module.registerHooks, in the loading thread) retries such a specifier as `X.ts`, then `X/index.ts`.
 * Everything else — `@kopkar/domain` (its exports point at ./src/index.ts, outside node_modules once the
 * workspace symlink is followed), packages, `node:` — resolves as Node does by default.
 *
 *   node --import ./bench/src/runtime/strip-types-resolve.mjs apps/api/src/server.ts
 */
import { registerHooks } from 'node:module';

const CANDIDATES = ['.ts', '/index.ts'];

registerHooks({
  resolve(specifier, context, nextResolve) {
    const isRelative = specifier.startsWith('./') || specifier.startsWith('../');
    const fromTypeScript = context.parentURL?.endsWith('.ts') ?? false;
    if (!isRelative || !fromTypeScript || /\.[cm]?[jt]s$|\.json$/.test(specifier)) {
      return nextResolve(specifier, context);
    }
    for (const suffix of CANDIDATES) {
      try {
        return nextResolve(specifier + suffix, context);
      } catch (error) {
        if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
      }
    }
    return nextResolve(specifier, context);
  },
});

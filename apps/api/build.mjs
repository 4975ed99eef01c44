/**
 * Builds the API for `npm start` (ADR 0005): one ES module, dist/server.js, holding the API's own code and
 * `@kopkar/domain` with their types stripped by esbuild; every package from node_modules stays external and is
 * loaded by Node as it is (native ones such as @node-rs/argon2, sharp and PGlite's WebAssembly need their files).
 *
 * The files the code finds beside itself through `import.meta` — the migrations (src/db/migrate.ts), the seed
 * pictures (src/db/seed/assets), the SPA's build (src/plugins/spa.ts) — are read from the source tree, as under
 * tsx: nothing is copied, so the checkout may move but dist/ must stay in apps/api beside src/.
 *
 *   node build.mjs     (npm run build -w @kopkar/api; `npm run start -w @kopkar/api` runs it first, as prestart)
 */
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';

const apiDir = import.meta.dirname;
const outdir = resolve(apiDir, 'dist');

const IMPORT_META = /\bimport\.meta\.(url|dirname|filename)\b/g;

/**
 * In each source module, `import.meta.url`, `.dirname` and `.filename` become that module's own place in the source
 * tree, computed at run time from the bundle's (`new URL('../src/db/migrate.ts', import.meta.url)`), so the code
 * finds its migrations, seed pictures and the SPA build exactly as when it runs from source.
 */
const sourceLocation = {
  name: 'source-location',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const own = relative(outdir, path).split(sep).join('/');
      const ownDir = relative(outdir, dirname(path)).split(sep).join('/');
      const here = {
        url: `new URL(${JSON.stringify(own)}, import.meta.url).href`,
        dirname: `(import.meta.dirname + ${JSON.stringify(`/${ownDir}`)})`,
        filename: `(import.meta.dirname + ${JSON.stringify(`/${own}`)})`,
      };
      const contents = source.replace(IMPORT_META, (_, property) => here[property]);
      return contents === source ? undefined : { contents, loader: 'ts' };
    });
  },
};

/** Bare imports stay imports, except the workspace's own TypeScript packages, which are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@kopkar/') ? undefined : { path, external: true },
    );
  },
};

const started = performance.now();
const result = await build({
  entryPoints: { server: resolve(apiDir, 'src/server.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [sourceLocation, externalPackages],
});
const bytes = Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.bytes ?? 0;
console.info(
  `API built: dist/server.js, ${Math.round(bytes / 1024)} kB from ${Object.keys(result.metafile.inputs).length} files in ${Math.round(performance.now() - started)} ms`,
);

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (`build.manifest`): the chunk a source module became and what it imports. */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The `<link rel="modulepreload">` tags of the chunks the given source modules need (their static imports too). */
export type ModulePreloads = (modules: readonly string[]) => string;

/** Where `vite build` writes the manifest, inside the SPA's folder (a dot folder @fastify/static never serves). */
export const MANIFEST_PATH = join('.vite', 'manifest.json');

/**
 * The server rendered a page: it knows the page's modules (the route's `handle.modules`, apps/web/src/app/page-modules.ts)
 * and, from the build's manifest, every chunk they need. Linking them in the HTML starts their downloads with the
 * shell's instead of after the shell has run, and Vite's preload helper, which would otherwise append one link per
 * chunk while the page hydrates (~150 ms at 4× CPU on /simpanan's 58), finds them already there. The entry chunk is
 * left out: index.html loads it.
 */
export function createModulePreloads(manifest: Manifest): ModulePreloads {
  return (modules) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  };
}

/** The preloads of the web build in `root`; none when it has no manifest (an older build: pages work as before). */
export function readModulePreloads(root: string): ModulePreloads {
  const file = join(root, MANIFEST_PATH);
  if (!existsSync(file)) return () => '';
  return createModulePreloads(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
}

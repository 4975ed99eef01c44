import { dirname, posix, relative } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin, Rolldown } from 'vite';

/**
 * Each lazily imported chunk names every chunk it needs, directly or through others, in `import` statements of its
 * own, as Rollup's `output.hoistTransitiveImports` does (Rolldown has no such option). The browser then asks for a
 * page's whole code as soon as it has read the page's chunk: two rounds of requests, instead of one round per level
 * of the chunk graph (5 on `/simpanan`, 7 on `/login`) or Vite's preload helper, which adds one `<link
 * rel="modulepreload">` per chunk to the document while the page starts (78-430 ms of the start task at 4× CPU,
 * docs/decisions/0026-hoisted-imports-instead-of-the-preload-helper.md).
 *
 * The statements go at the end of the chunk: a module's imports are evaluated in the order they are written, and
 * every hoisted chunk has already been evaluated through the chunk's own imports by then, so nothing runs in another
 * order. They are added before the file names' hashes are computed, so a changed dependency changes the name.
 *
 * `transitiveImports` names, for the chunk `fileName`, the chunks it reaches only through others (not the entry).
 */
export function transitiveImports(
  fileName: string,
  chunks: Record<string, Pick<Rolldown.RenderedChunk, 'imports'> & { isEntry?: boolean }>,
): string[] {
  const direct = new Set(chunks[fileName]?.imports ?? []);
  const found = new Set<string>();
  const visit = (name: string) => {
    for (const imported of chunks[name]?.imports ?? []) {
      if (found.has(imported) || imported === fileName) continue;
      found.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  // The entry (the shell) is on the page before any lazy chunk.
  return [...found].filter((name) => !direct.has(name) && !chunks[name]?.isEntry);
}

/** `import"./x.js";` for each of `files`, relative to the chunk `fileName`. */
export function importStatements(fileName: string, files: readonly string[]): string {
  return files
    .map((file) => {
      const path = posix.normalize(relative(dirname(fileName), file).replaceAll('\\', '/'));
      return `import"${path.startsWith('.') ? path : `./${path}`}";`;
    })
    .join('');
}

export function hoistTransitiveImports(): Plugin {
  return {
    name: 'kopkar-hoist-transitive-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isDynamicEntry) return null;
      const hoisted = transitiveImports(chunk.fileName, meta.chunks);
      if (hoisted.length === 0) return null;
      const output = new MagicString(code).append(`\n${importStatements(chunk.fileName, hoisted)}`);
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createModulePreloads, MANIFEST_PATH, readModulePreloads } from './module-preload';

// The shape `vite build` writes with `build.manifest` (apps/web/vite.config.ts).
const manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: [] },
  'src/features/savings/pages/simpanan-page.tsx': {
    file: 'assets/simpanan-page-B.js',
    isDynamicEntry: true,
    imports: ['index.html', '_Tabs-C.js', '_TextField-D.js'],
  },
  '_Tabs-C.js': { file: 'assets/Tabs-C.js', imports: ['index.html', '_shared-E.js'] },
  '_TextField-D.js': { file: 'assets/TextField-D.js', imports: ['_shared-E.js'] },
  '_shared-E.js': { file: 'assets/shared-E.js', imports: ['_TextField-D.js'] },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-F.js', imports: ['index.html'] },
};

describe('modulepreload links of a rendered page', () => {
  const preloads = createModulePreloads(manifest);

  it('links the page’s chunk and every chunk it imports, each once, never the entry index.html loads', () => {
    const links = preloads(['src/features/savings/pages/simpanan-page.tsx']);
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/simpanan-page-B.js"',
      'href="/assets/Tabs-C.js"',
      'href="/assets/shared-E.js"',
      'href="/assets/TextField-D.js"',
    ]);
    expect(links).not.toContain('index-A.js');
    expect(links.startsWith('<link rel="modulepreload" crossorigin href="/assets/')).toBe(true);
  });

  it('links nothing for a module the build does not know (an older build, a route without handle)', () => {
    expect(preloads(['src/nowhere.tsx'])).toBe('');
    expect(preloads([])).toBe('');
  });

  it('reads the manifest beside the build, and does without one', () => {
    const root = mkdtempSync(join(tmpdir(), 'kopkar-web-'));
    expect(readModulePreloads(root)(['src/features/home/home-page.tsx'])).toBe('');
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, MANIFEST_PATH), JSON.stringify(manifest));
    expect(readModulePreloads(root)(['src/features/home/home-page.tsx'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-F.js">',
    );
  });
});

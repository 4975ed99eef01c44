import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// A web build as `vite build` writes it: the shell, the renderer of `/` (whose route names its module), the manifest.
const SHELL =
  '<html><head></head><body><div id="root"></div><script type="module" src="/assets/index-A.js"></script></body></html>';
const ENTRY_SERVER = `
export async function renderPage(url) {
  return url === '/' ? { html: '<main>Beranda</main>', head: '', state: '{}', modules: ['src/landing.tsx'] } : null;
}
`;
const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', isEntry: true },
  'src/landing.tsx': {
    file: 'assets/landing-B.js',
    isDynamicEntry: true,
    imports: ['index.html', '_Card-C.js'],
  },
  '_Card-C.js': { file: 'assets/Card-C.js' },
};

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'kopkar-preload-'));
  mkdirSync(join(dist, '.server'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, '.server', 'entry-server.js'), ENTRY_SERVER);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a rendered page links its chunks from the build’s manifest', () => {
  it('puts the page’s chunks in the head as modulepreload links, not the entry the shell loads', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/landing-B.js"><link rel="modulepreload" crossorigin href="/assets/Card-C.js"></head>',
    );
    expect(reply.body).not.toContain('modulepreload" crossorigin href="/assets/index-A.js');
  });

  it('never serves the manifest itself: the dot folder is the build’s, not the site’s', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(reply.body).not.toContain('landing-B.js');
  });
});

import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  changesPublicContent,
  composeDocument,
  createPageRenderer,
  injectFetch,
  type RenderContext,
  type RenderedPage,
} from './page-renderer';

const TEMPLATE =
  '<html><head><title>x</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';
const PAGE: RenderedPage = { html: '<main>Halo</main>', head: '<style>a{}</style>', state: '{"queries":{}}' };
const context = {} as RenderContext;

describe('composeDocument', () => {
  it('puts styles in the head, markup in #root and the state in a JSON data block', () => {
    const html = composeDocument(TEMPLATE, PAGE);
    expect(html).toContain('<style>a{}</style></head>');
    expect(html).toContain(
      '<div id="root"><main>Halo</main></div><script type="application/json" id="ssr-state">{"queries":{}}</script>',
    );
  });

  it('inserts replacement patterns literally ($& in an article stays as written)', () => {
    const html = composeDocument(TEMPLATE, { ...PAGE, html: '<p>Rp $& $1</p>' });
    expect(html).toContain('<div id="root"><p>Rp $& $1</p></div>');
  });

  it('refuses a template without an empty root', () => {
    expect(() => composeDocument('<html><head></head><body></body></html>', PAGE)).toThrow(/root/);
  });
});

describe('createPageRenderer', () => {
  function counting(result: RenderedPage | null = PAGE) {
    const calls: string[] = [];
    const renderPage = async (url: string) => {
      calls.push(url);
      return result;
    };
    return { calls, renderPage };
  }

  it('shares one render between concurrent requests and compresses it once', async () => {
    const { calls, renderPage } = counting();
    const renderer = createPageRenderer({ template: TEMPLATE, renderPage, context });
    const documents = await Promise.all(Array.from({ length: 5 }, () => renderer.render('/blog')));
    expect(calls).toEqual(['/blog']);
    expect(gunzipSync(documents[0]?.gzip ?? Buffer.alloc(0)).toString()).toBe(documents[0]?.html);
  });

  it('renders again after the time to live and at once after invalidate()', async () => {
    let now = 0;
    const { calls, renderPage } = counting();
    const renderer = createPageRenderer({
      template: TEMPLATE,
      renderPage,
      context,
      ttlMs: 1000,
      now: () => now,
    });
    await renderer.render('/');
    now = 999;
    await renderer.render('/');
    now = 1000;
    await renderer.render('/');
    renderer.invalidate();
    await renderer.render('/');
    expect(calls).toEqual(['/', '/', '/']);
  });

  it('keeps at most maxEntries addresses, dropping the least recently used', async () => {
    const { calls, renderPage } = counting();
    const renderer = createPageRenderer({ template: TEMPLATE, renderPage, context, maxEntries: 2 });
    await renderer.render('/a');
    await renderer.render('/b');
    await renderer.render('/a');
    await renderer.render('/c');
    expect(renderer.size).toBe(2);
    await renderer.render('/a');
    await renderer.render('/b');
    expect(calls).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('answers null for paths it does not render, and does not keep a failed render', async () => {
    const renderer = createPageRenderer({
      template: TEMPLATE,
      renderPage: counting(null).renderPage,
      context,
    });
    expect(await renderer.render('/home')).toBeNull();

    let fail = true;
    const flaky = createPageRenderer({
      template: TEMPLATE,
      context,
      renderPage: async () => {
        if (fail) throw new Error('API down');
        return PAGE;
      },
    });
    await expect(flaky.render('/')).rejects.toThrow('API down');
    fail = false;
    expect((await flaky.render('/'))?.html).toContain('Halo');
  });
});

describe('renderForMember', () => {
  function forMembers() {
    const contexts: RenderContext[] = [];
    const fetchers = new Map<string, typeof fetch>();
    const fetchAs = (token: string) => {
      const fetcher = (async () => new Response(token)) as unknown as typeof fetch;
      fetchers.set(token, fetcher);
      return fetcher;
    };
    const renderer = createPageRenderer({
      template: TEMPLATE,
      context,
      isMemberPage: (pathname) => pathname === '/home',
      fetchAs,
      renderPage: async (_url, given) => {
        contexts.push(given);
        return { ...PAGE, html: `<main>${contexts.length}</main>` };
      },
    });
    return { renderer, contexts, fetchers };
  }

  it('renders every time, with member: true and the fetch of that token, and keeps nothing', async () => {
    const { renderer, contexts, fetchers } = forMembers();
    const first = await renderer.renderForMember('/home', 'token-a');
    const second = await renderer.renderForMember('/home', 'token-b');
    expect(first?.html).toContain('<main>1</main>');
    expect(second?.html).toContain('<main>2</main>');
    expect(gunzipSync(second?.gzip ?? Buffer.alloc(0)).toString()).toBe(second?.html);
    expect(contexts.map((given) => given.member)).toEqual([true, true]);
    expect(contexts[1]?.fetch).toBe(fetchers.get('token-b'));
    expect(renderer.size).toBe(0);
    // The public render of the same address is its own, without the member flag or their fetch.
    expect((await renderer.render('/home'))?.html).toContain('<main>3</main>');
    expect(contexts[2]?.member).toBeUndefined();
    expect((await renderer.renderForMember('/home', 'token-a'))?.html).toContain('<main>4</main>');
  });

  it("asks the web build's isMemberPage, and renders no member page for a build without one", async () => {
    const { renderer } = forMembers();
    expect(renderer.isMemberPage('/home')).toBe(true);
    expect(renderer.isMemberPage('/blog')).toBe(false);
    const older = createPageRenderer({ template: TEMPLATE, context, renderPage: async () => PAGE });
    expect(older.isMemberPage('/home')).toBe(false);
    expect(await older.renderForMember('/home', 'token')).toBeNull();
  });
});

describe('injectFetch', () => {
  it("sends the fixed headers, which the renderer's own headers cannot replace in any letter case", async () => {
    const app = Fastify();
    app.get('/echo', async (request) => ({ authorization: request.headers.authorization ?? null }));
    const fetchAsMember = injectFetch(app, { authorization: 'Bearer minted' });
    const reply = await fetchAsMember('/echo', { headers: { Authorization: 'Bearer palsu' } });
    expect(await reply.json()).toEqual({ authorization: 'Bearer minted' });
    const plain = await injectFetch(app)('/echo', { headers: [['authorization', 'Bearer sendiri']] });
    expect(await plain.json()).toEqual({ authorization: 'Bearer sendiri' });
    await app.close();
  });
});

describe('changesPublicContent', () => {
  it('is true for a successful back-office write or comment, false for reads and refusals', () => {
    expect(changesPublicContent('PUT', '/api/v1/admin/content/pages/about', 200)).toBe(true);
    expect(changesPublicContent('POST', '/api/v1/blog/comment', 201)).toBe(true);
    expect(changesPublicContent('GET', '/api/v1/admin/content/pages', 200)).toBe(false);
    expect(changesPublicContent('PUT', '/api/v1/admin/content/pages/about', 403)).toBe(false);
    expect(changesPublicContent('POST', '/api/v1/Login', 200)).toBe(false);
  });
});

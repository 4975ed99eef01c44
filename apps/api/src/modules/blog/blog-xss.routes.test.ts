import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { type AuthHeaders, signInStaff } from '../../../test/sessions';

/**
 * Known stored-XSS vectors (OWASP filter-evasion cheat sheet, PortSwigger's XSS list, DOMPurify's mXSS cases),
 * each sent as an article body and as a comment.
 */
const VECTORS: [string, string][] = [
  ['script element', '<script>alert(1)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['javascript: link', '<a href="javascript:alert(1)">klik</a>'],
  ['mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">klik</a>'],
  ['entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">klik</a>'],
  ['tab inside javascript:', '<a href="java&#x09;script:alert(1)">klik</a>'],
  ['leading spaces before javascript:', '<a href="  javascript:alert(1)">spasi</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">vb</a>'],
  ['data: HTML link', '<a href="data:text/html,<script>alert(1)</script>">data</a>'],
  ['foreign iframe', '<iframe src="https://evil.example/"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['body onload', '<body onload=alert(1)>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>buka</details>'],
  ['object data javascript:', '<object data="javascript:alert(1)"></object>'],
  ['embed data: base64', '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">'],
  ['form action javascript:', '<form action="javascript:alert(1)"><button>kirim</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">kirim</button>'],
  ['input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['video source onerror', '<video><source onerror=alert(1)></video>'],
  ['style attribute url(javascript:)', '<p style="background:url(javascript:alert(1))">gaya</p>'],
  ['style element @import', "<style>@import 'javascript:alert(1)';</style>"],
  ['link stylesheet javascript:', '<link rel=stylesheet href="javascript:alert(1)">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['img src javascript:', '<img src="javascript:alert(1)">'],
  ['own image with a handler', '<img src="/api/v1/files/content/1" onerror=alert(1)>'],
  ['foreign tracking pixel', '<img src="//evil.example/pixel.gif">'],
  ['mXSS math/style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['mXSS noscript title', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['template script', '<template><script>alert(1)</script></template>'],
  ['anchor onmouseover', '<a href="#" title="x" onmouseover="alert(1)">arahkan</a>'],
];

const ALLOWED_TAGS = new Set([
  'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li',
  'a', 'img', 'figure', 'figcaption', 'code', 'pre',
]); // biome-ignore format: a list reads better on few lines
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'background',
  'poster',
  'xlink:href',
]);

/** What a browser ignores inside a URL scheme: ASCII control characters and spaces. */
const stripControlCharacters = (value: string) =>
  [...value].filter((char) => (char.codePointAt(0) ?? 0) > 0x20).join('');

/** A vector that leaves a raw-text element (style) open: the sanitiser drops the rest of the body with it. */
const SWALLOWS_REST = new Set(['mXSS math/style']);

/**
 * Everything in `html` a browser could run or that reaches outside the portal: elements off the allow-list,
 * event handlers, style and srcdoc attributes, script or data URLs (after the entity decoding and control-character
 * stripping a browser does), and images from anywhere but this API. Parsed by a real HTML parser, not regexes.
 */
function findExecutable(html: string): string[] {
  const problems: string[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // Keep every URL as written so the checks below see it.
    allowedSchemesAppliedToAttributes: [],
    exclusiveFilter: (frame) => {
      if (!ALLOWED_TAGS.has(frame.tag)) problems.push(`<${frame.tag}>`);
      for (const [name, value] of Object.entries(frame.attribs)) {
        const lower = name.toLowerCase();
        if (lower.startsWith('on') || lower === 'style' || lower === 'srcdoc') problems.push(`${name}=`);
        const url = stripControlCharacters(value).toLowerCase();
        if (URL_ATTRIBUTES.has(lower) && /^(javascript|vbscript|data):/.test(url))
          problems.push(`${name}=${url}`);
      }
      if (frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith('/api/v1/'))
        problems.push('foreign img');
      return false;
    },
  });
  return problems;
}

let t: TestApp;
let editor: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  editor = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'EDITOR' })).username);
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/blog/comment-settings',
    headers: editor,
    payload: { autoPublish: true },
  });
});
afterAll(async () => {
  await t?.close();
});

describe(`stored XSS: ${VECTORS.length} known vectors`, () => {
  it('has at least 20 vectors, and the checker flags every one of them unsanitised (the control fires)', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(20);
    for (const [name, vector] of VECTORS) {
      expect(findExecutable(vector), name).not.toEqual([]);
    }
  });

  it.each(VECTORS)(
    'article body: %s never comes back executable, the text around it stays',
    async (name, vector) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/blog',
        headers: editor,
        payload: {
          title: `Uji XSS ${name}`,
          category: 'Uji',
          author: 'Penguji',
          bodyHtml: `<p>Aman sebelum.</p>${vector}<p>Aman sesudah.</p>`,
        },
      });
      expect(created.statusCode).toBe(201);
      const { id, slug, bodyHtml } = created.json().data;
      expect(findExecutable(bodyHtml)).toEqual([]);
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/blog/${id}/publish`,
        headers: editor,
        payload: {},
      });
      const article = (await t.app.inject({ method: 'GET', url: `/api/v1/blog/${slug}` })).json().data;
      expect(findExecutable(article.Blog_Description)).toEqual([]);
      expect(article.Blog_Description).toContain('<p>Aman sebelum.</p>');
      if (!SWALLOWS_REST.has(name)) expect(article.Blog_Description).toContain('<p>Aman sesudah.</p>');
    },
  );

  it.each(VECTORS)(
    'comment: %s is stored as typed and only ever sent as JSON text',
    async (_name, vector) => {
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/blog/comment',
        payload: {
          id_blog: await anyArticleId(),
          nama: vector.slice(0, 100),
          email: 'uji@contoh.co.id',
          komentar: vector,
          setuju: true,
        },
        remoteAddress: `10.1.${VECTORS.findIndex(([, v]) => v === vector)}.1`,
      });
      expect(posted.statusCode).toBe(200);
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/v1/blog/commentview/${await anyArticleId()}`,
      });
      expect(view.headers['content-type']).toMatch(/^application\/json/);
      expect(view.headers['x-content-type-options']).toBe('nosniff');
      const shown = view.json().data.find((c: { id: number }) => c.id === posted.json().data.id);
      expect(shown.komentar).toBe(vector);
    },
  );

  it('keeps safe markup: own images, https links opening a new tab with rel=noopener', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/blog',
      headers: editor,
      payload: {
        title: 'Markup aman',
        category: 'Uji',
        author: 'Penguji',
        bodyHtml:
          '<h2>Judul</h2><p><a href="https://contoh.co.id" target="_blank">tautan</a> <img src="/api/v1/files/content/7" alt="foto"></p><ol start="3"><li>tiga</li></ol>',
      },
    });
    expect(created.json().data.bodyHtml).toBe(
      '<h2>Judul</h2><p><a href="https://contoh.co.id" target="_blank" rel="noopener noreferrer nofollow">tautan</a> <img src="/api/v1/files/content/7" alt="foto" /></p><ol start="3"><li>tiga</li></ol>',
    );
  });
});

let articleId: number | undefined;
async function anyArticleId(): Promise<number> {
  if (articleId) return articleId;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/blog',
    headers: editor,
    payload: { title: 'Artikel komentar XSS', category: 'Uji', author: 'Penguji', bodyHtml: '<p>Isi</p>' },
  });
  articleId = created.json().data.id as number;
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/blog/${articleId}/publish`,
    headers: editor,
    payload: {},
  });
  return articleId;
}

import { BlogEditorApi } from '../fixtures/blog-api';
import { expect, test } from '../fixtures/test';
import { BlogArticlePage } from '../pages/blog-article-page';

/** Each payload counts its own execution in `window.__xss`; none may run on the portal's pages. */
const HIT = 'window.__xss=(window.__xss||0)+1';
const PAYLOADS = [
  `<script>${HIT}</script>`,
  `<img src=x onerror="${HIT}">`,
  `<svg onload="${HIT}"></svg>`,
  `<a href="javascript:${HIT}">tautan</a>`,
  `<iframe srcdoc="<script>parent.${HIT}</script>"></iframe>`,
  `<details open ontoggle="${HIT}">buka</details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${HIT}">`,
  `<noscript><p title="</noscript><img src=x onerror=${HIT}>"></noscript>`,
  `<input autofocus onfocus="${HIT}">`,
  `<video><source onerror="${HIT}"></video>`,
];

const COMMENT_PAYLOADS = [PAYLOADS[1], PAYLOADS[2], PAYLOADS[3], PAYLOADS[5]] as string[];

declare global {
  interface Window {
    __xss?: number;
  }
}

test('stored XSS payloads in an article body and in comments never run in the browser; the same payloads do run on a page without the defences', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The control: in a bare page (no sanitiser, no CSP) these payloads do execute, so a 0 below means something.
  await page.setContent(`<p>kontrol</p>${PAYLOADS[1]}${PAYLOADS[2]}${PAYLOADS[5]}`);
  await expect.poll(() => page.evaluate(() => window.__xss ?? 0)).toBeGreaterThanOrEqual(2);

  const editor = await BlogEditorApi.signIn(request);
  await editor.setAutoPublish(true);
  const article = await editor.publishArticle({
    title: `Uji Keamanan ${Date.now().toString(36)}`,
    bodyHtml: `<p>Awal artikel.</p>${PAYLOADS.join('')}<p>Akhir artikel.</p>`,
  });
  // Comments are limited to 5 an hour per address, and every test posts from 127.0.0.1: four payloads here
  // leave blog.spec.ts its one comment.
  for (const [index, payload] of COMMENT_PAYLOADS.entries()) {
    const reply = await request.post('/api/v1/blog/comment', {
      data: {
        id_blog: article.id,
        nama: `Penguji ${index}`,
        email: 'uji@contoh.co.id',
        komentar: payload,
        setuju: true,
      },
    });
    expect(reply.status()).toBe(200);
  }
  await editor.setAutoPublish(false);

  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`/blog/${article.slug}`);
  const view = new BlogArticlePage(page);
  await expect(page.getByText('Awal artikel.')).toBeVisible();
  // Comments are shown as the text that was typed, escaped.
  await expect(view.comment('Penguji 0')).toContainText(COMMENT_PAYLOADS[0] ?? '');
  await expect(view.comments.getByRole('listitem')).toHaveCount(COMMENT_PAYLOADS.length);
  // Give handlers (focus, toggle, load, error) every chance to run, then count.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Tab');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => window.__xss ?? 0)).toBe(0);
  expect(dialogs).toEqual([]);

  // And nothing executable is left in the DOM for a later event to trigger.
  const leftovers = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('article *')) {
      if (
        ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'MATH', 'STYLE', 'VIDEO', 'NOSCRIPT', 'DETAILS'].includes(
          element.tagName,
        )
      ) {
        found.push(element.tagName);
      }
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on') || /^\s*javascript:/i.test(attribute.value))
          found.push(attribute.name);
      }
    }
    return found;
  });
  expect(leftovers).toEqual([]);

  // Leave the blog as the seed made it for the tests that count articles.
  await editor.deleteArticle(article.id);
});

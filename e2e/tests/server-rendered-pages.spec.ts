import { expect, test } from '../fixtures/test';
import { BlogPage } from '../pages/blog-page';
import { LoginPage } from '../pages/login-page';

/**
 * The public pages come rendered from the server (ADR 0006): their text is in the HTML before any script runs,
 * and the browser then hydrates that HTML (no mismatch, no second render from scratch) and it works as before.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('the blog, an article and the login form are in the HTML the server sends', async ({
    page,
    request,
  }) => {
    const list = (await (await request.get('/api/v1/blog/paginate')).json()) as {
      data: { data: { TitleName: string; slug: string }[] };
    };
    const first = list.data.data[0];
    expect(first, 'the seed publishes articles').toBeDefined();

    const blog = new BlogPage(page);
    await blog.goto();
    await expect(page.getByText(first?.TitleName ?? '', { exact: true }).first()).toBeVisible();

    await page.goto(`/blog/${first?.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first?.TitleName })).toBeVisible();

    await page.goto('/login');
    await expect(page.getByLabel('NIK')).toBeVisible();
  });

  // The font's rules come with the page's other styles in the server's HTML (apps/web/src/app/fonts.ts), not from a
  // stylesheet: a page whose scripts have not run still draws its text in the bundled Plus Jakarta Sans.
  test('the page draws its text in the bundled Plus Jakarta Sans before any script runs', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter(
          (face) => face.family.replaceAll(/["']/g, '') === 'Plus Jakarta Sans' && face.status === 'loaded',
        )
        .map((face) => face.weight)
        .sort();
    });
    expect(loaded).toEqual(['400', '600', '700']);
  });

  // The captcha is single use, so the shared page the server renders cannot hold one: the browser fetches it after
  // the script ran. Its box must already be in the server's HTML at the picture's size, or the fields under it jump.
  test('the login page holds the captcha’s place: nothing under it moves when the picture arrives', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.captchaAnswer).toBeVisible();
    const serverHtml = await login.formLayout();

    const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
    const options = { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL };
    const withScript = await browser.newContext({ ...options, javaScriptEnabled: true });
    const hydrated = new LoginPage(await withScript.newPage());
    await hydrated.goto();
    await expect(hydrated.captchaImage).toBeVisible();
    expect(await hydrated.formLayout()).toEqual(serverHtml);
    await withScript.close();
  });

  test('a member page is not rendered for a request without the member’s page cookie', async ({
    request,
  }) => {
    const html = await (await request.get('/home')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="ssr-state"');
  });
});

test('the browser hydrates the server’s blog page without a mismatch, and it works', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const blog = new BlogPage(page);
  await blog.goto();
  await blog.waitUntilLoaded();
  await expect(blog.pageStatus).toHaveText(/^Halaman 1 dari/);
  await blog.nextButton.click();
  await expect(blog.pageStatus).toHaveText(/^Halaman 2 dari/);
  // React reports a hydration mismatch as error #418/#423/#425 in production builds.
  expect(problems.filter((text) => /hydrat|#41[89]|#42[35]/i.test(text))).toEqual([]);
});

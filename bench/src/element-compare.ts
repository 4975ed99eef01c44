/**
 * Whether a change that swaps a component for a lighter one of our own (LabelChip for MUI's Chip, InlineAlert for its
 * Alert, docs/conventions.md rule 20) changed how a page looks: two portals, one serving the build before and one the
 * build after, the same routes opened in each at 390 and 1280 px wide, and every visible element matching a selector
 * compared by its computed styles, its size and its pixels (its screenshot). Prints each difference, then a line per route and width.
 *
 *   # two portals (as bench's portal.ts starts one), on ports 3171 (before) and 3172 (after), then:
 *   BEFORE=http://127.0.0.1:3171 AFTER=http://127.0.0.1:3172 SELECTOR=.MuiChip-root \
 *     npm run element-compare -w @kopkar/bench -- /notification /poins /history-pinjaman/:nik
 *
 * Member pages are opened signed in as demo member 100002 (`:nik` and `:AgreementNo` are hers). FAIL_READS=/home
 * makes the page's reads fail: once the route has loaded, every API call but the session's answers 500, and the
 * script follows the page's link to `/home`, so the messages shown when a read fails are compared too.
 */
import { fillRoute, isMemberPage, startSignedIn } from '@kopkar/page-weight';
import { type Browser, chromium, type Page } from 'playwright-core';
import { memberWithLoans, signInMember } from './support/portal';

const before = process.env.BEFORE ?? 'http://127.0.0.1:3171';
const after = process.env.AFTER ?? 'http://127.0.0.1:3172';
const selector = process.env.SELECTOR ?? '.MuiChip-root';
const failReadsThenOpen = process.env.FAIL_READS;
const widths = [390, 1280];
const styleProperties = [
  'background-color',
  'color',
  'border-top',
  'border-radius',
  'font-size',
  'font-family',
  'font-weight',
  'line-height',
  'height',
  'display',
  'vertical-align',
  'padding',
  'max-width',
  'white-space',
];

type Element = { description: string; pixels: Buffer };

/** Makes every read but the session's fail, then follows the page's own link to `path` (drawn by the browser). */
async function openWithFailingReads(page: Page, path: string) {
  await page.route('**/api/v1/**', (route) => {
    const url = route.request().url();
    if (url.includes('/auth') || url.endsWith('/me')) return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Server sedang bermasalah.', data: null }),
    });
  });
  await page.locator(`a[href="${path}"]`).first().click();
  // The failed read is retried once (lib/query-client.ts) before its message shows.
  await page.waitForTimeout(8_000);
}

async function readElements(
  browser: Browser,
  origin: string,
  route: string,
  width: number,
): Promise<Element[]> {
  const member = isMemberPage(route) ? await signInMember(origin, memberWithLoans) : undefined;
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    if (member) await startSignedIn(context, member.session);
    const page = await context.newPage();
    await page.goto(origin + (member ? fillRoute(route, member) : route), { waitUntil: 'networkidle' });
    if (failReadsThenOpen) await openWithFailingReads(page, failReadsThenOpen);
    const elements: Element[] = [];
    for (const element of await page.locator(selector).all()) {
      if (!(await element.isVisible())) continue;
      const description = await element.evaluate((node, properties) => {
        // Runs in the page; bench's TypeScript has no DOM library.
        type Styles = { getPropertyValue(property: string): string; padding: string };
        const { getComputedStyle } = globalThis as unknown as { getComputedStyle(node: unknown): Styles };
        const style = getComputedStyle(node);
        const inner = node.lastElementChild ? getComputedStyle(node.lastElementChild) : null;
        const box = node.getBoundingClientRect();
        const styles = properties.map((property) => `${property}=${style.getPropertyValue(property)}`);
        const innerPadding = inner ? ` inner padding=${inner.padding}` : '';
        return `"${node.textContent}" ${box.width.toFixed(2)}x${box.height.toFixed(2)} ${styles.join(' ')}${innerPadding}`;
      }, styleProperties);
      elements.push({ description, pixels: await element.screenshot() });
    }
    return elements;
  } finally {
    await context.close();
  }
}

async function main() {
  const routes = process.argv.slice(2);
  if (routes.length === 0) throw new Error('name the routes to compare, e.g. /notification /poins');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const width of widths) {
      for (const route of routes) {
        const old = await readElements(browser, before, route, width);
        const now = await readElements(browser, after, route, width);
        let styleDifferences = 0;
        let pixelDifferences = 0;
        for (let index = 0; index < Math.max(old.length, now.length); index++) {
          const [a, b] = [old[index], now[index]];
          if (a?.description !== b?.description) {
            styleDifferences++;
            console.info(`  before: ${a?.description}\n  after:  ${b?.description}`);
          }
          // The same pixels encode to the same PNG.
          if (a && b && !a.pixels.equals(b.pixels)) {
            pixelDifferences++;
            console.info(`  other pixels: ${a.description.slice(0, 60)}…`);
          }
        }
        console.info(
          `${width} px ${route}: ${old.length} before, ${now.length} after; ` +
            `${styleDifferences} with other styles, ${pixelDifferences} with other pixels`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

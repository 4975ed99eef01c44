import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/accessibility';

const sizes = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
] as const;

/**
 * axe (WCAG 2.2 AA) and a full-page screenshot at 390×844 and at 1280×800 in one test, for specs that run
 * only in the mobile project; the viewport is put back afterwards. `ready` is re-checked after each resize
 * (a page may swap its layout at the md breakpoint).
 */
/**
 * Resizes the viewport and waits until the page has drawn two frames at the new size: media-query listeners
 * (MUI `useMediaQuery`) fire before the next frame, so a layout that swaps at a breakpoint has swapped by then
 * and a following click cannot land on the old layout.
 */
export async function resizeViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

export async function checkAtBothWidths(
  page: Page,
  name: string,
  testInfo: TestInfo,
  ready?: () => Promise<void>,
): Promise<void> {
  const original = page.viewportSize();
  for (const size of sizes) {
    await resizeViewport(page, size);
    await ready?.();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size.name}.png`), fullPage: true });
    await expectNoA11yViolations(page);
  }
  if (original) {
    await resizeViewport(page, original);
    await ready?.();
  }
}

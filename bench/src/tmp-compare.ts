import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { startSignedIn } from '@kopkar/page-weight';
import { memberWithLoans, signInMember } from './support/portal';

const [a, b] = [process.env.A ?? 'http://127.0.0.1:3171', process.env.B ?? 'http://127.0.0.1:3172'];
const routes = process.argv.slice(2);
const props = ['background-color', 'color', 'border-top', 'border-radius', 'font-size', 'font-family', 'font-weight', 'line-height', 'height', 'display', 'vertical-align', 'max-width', 'white-space', 'cursor'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1280]) for (const route of routes) {
  const shots: Buffer[][] = []; const styles: string[][] = [];
  for (const origin of [a, b]) {
    const member = await signInMember(origin, memberWithLoans);
    const path = route.replace(':nik', member.nik).replace(':an', member.agreementNo ?? '');
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await startSignedIn(context, member.session);
    const page = await context.newPage();
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    if (process.env.NAV) {
      await page.route('**/api/v1/**', (r) => r.request().url().includes('/auth') || r.request().url().endsWith('/me') ? r.continue() : r.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Server sedang bermasalah.', data: null }) }));
      await page.locator(`a[href="${process.env.NAV}"]`).first().evaluate((a) => (a as HTMLAnchorElement).click());
      await page.waitForTimeout(Number(process.env.WAIT ?? 8000));
    }
    const chips = page.locator(process.env.SEL ?? '.MuiChip-root');
    const n = await chips.count();
    const s: string[] = []; const sh: Buffer[] = [];
    for (let i = 0; i < n; i++) {
      const chip = chips.nth(i);
      if (!(await chip.isVisible())) continue;
      s.push(await chip.evaluate((el, props) => {
        const cs = getComputedStyle(el); const ls = getComputedStyle(el.lastElementChild!); const r = el.getBoundingClientRect();
        return `${el.textContent} ${r.x.toFixed(2)},${r.y.toFixed(2)} ${r.width.toFixed(2)}x${r.height.toFixed(2)} ` + props.map((p) => `${p}=${cs.getPropertyValue(p)}`).join(' ') + ` label: pl=${ls.paddingLeft} pr=${ls.paddingRight} ov=${ls.overflow} to=${ls.textOverflow}`;
      }, props));
      sh.push(await chip.screenshot());
    }
    styles.push(s); shots.push(sh);
    await context.close();
  }
  const [sa, sb] = styles as [string[], string[]];
  let diffs = 0;
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    if (sa[i] !== sb[i]) { diffs++; console.log(`  A: ${sa[i]}\n  B: ${sb[i]}`); }
    const pa = shots[0]![i], pb = shots[1]![i];
    if (pa && pb && !pa.equals(pb)) {
      const ia = PNG.sync.read(pa), ib = PNG.sync.read(pb);
      let px = 0; if (ia.width === ib.width && ia.height === ib.height) { for (let k = 0; k < ia.data.length; k += 4) if (ia.data[k] !== ib.data[k] || ia.data[k+1] !== ib.data[k+1] || ia.data[k+2] !== ib.data[k+2]) px++; }
      console.log(`  pixels differ on chip ${i} (${sa[i]?.slice(0, 30)}): ${ia.width}x${ia.height} vs ${ib.width}x${ib.height}, ${px} px`);
    }
  }
  console.log(`${width} ${route}: ${sa.length} vs ${sb.length} chips, ${diffs} style differences`);
}
await browser.close();

import {
  fillRoute,
  importRounds,
  initialJsBudgetsKb,
  initialJsTargetKb,
  isMemberPage,
  kb,
  measureInitialJs,
  startSignedIn,
} from '@kopkar/page-weight';
import { demoMembers } from '../fixtures/demo-accounts';
import { findRunningAgreement } from '../fixtures/member-loans';
import { expect, isLoopback, test } from '../fixtures/test';

// Each route's initial JavaScript (gzip) against its budget in packages/page-weight/src/budgets.ts, counted by the
// code `npm run initial-js -w @kopkar/bench` uses: every script a fresh context loads until the network is idle.
// Sizes depend only on the build, so this is a plain pass/fail test, not a timing. Mobile project only (390×844):
// the scripts are the same at 1280 px. Siti signs in for the member pages: she has loans, points and notifications.

const member = demoMembers.siti;

test.describe('initial JavaScript per route stays within its budget', () => {
  for (const [pattern, budgetKb] of Object.entries(initialJsBudgetsKb)) {
    test(`${pattern} loads at most ${budgetKb} kB gzip (target ${initialJsTargetKb})`, async ({
      browser,
      request,
      baseURL,
    }, testInfo) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      await context.route(
        (url) => !isLoopback(url),
        (route) => route.abort('blockedbyclient'),
      );
      let path = pattern;
      if (isMemberPage(pattern)) {
        const { session, agreementNo } = await findRunningAgreement(request, member.nik);
        path = fillRoute(pattern, { nik: member.nik, agreementNo });
        await startSignedIn(context, JSON.stringify(session));
      }
      const measured = await measureInitialJs(context, `${baseURL}${path}`);
      await context.close();

      const scripts = measured.scripts.map((s) => `${kb(s.gzip)} kB ${s.name}`).join('\n');
      testInfo.annotations.push({ type: 'initial JS', description: `${path}: ${kb(measured.gzip)} kB gzip` });
      expect(measured.finalPath, 'the page itself, not a redirect').toBe(path);
      expect(kb(measured.gzip), `${path} loads more than its budget:\n${scripts}`).toBeLessThanOrEqual(
        budgetKb,
      );
      // Each lazy chunk names every chunk it needs (apps/web/vite-plugins/hoist-transitive-imports.ts): once the
      // shell has asked for the page's chunks, everything they need comes in one more round of requests.
      const imports = measured.scripts.map((s) => `${s.name} → ${s.imports.join(' ')}`).join('\n');
      expect(
        importRounds(measured.scripts),
        `${path} finds its scripts level by level:\n${imports}`,
      ).toBeLessThanOrEqual(2);
    });
  }
});

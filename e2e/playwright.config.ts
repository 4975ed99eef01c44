import { defineConfig } from '@playwright/test';
import { e2eBaseUrl, e2ePort, readRunDir } from './support/environment';

readRunDir();

/** Debian's chromium (Playwright's own browser download does not work on these machines; docs/testing.md). */
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests',
  // Playwright empties its output folder when a run starts: a second run on another port keeps its own.
  outputDir: e2ePort === 3100 ? 'test-results' : `test-results-${e2ePort}`,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  // Scrapes the portal's metrics before the stack stops: every series there, none with personal data.
  globalTeardown: './support/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: e2eBaseUrl,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop',
      // The layout switches at MUI's md breakpoint: a11y checks and the header's desktop account menu.
      testMatch: /(accessibility|logout)\.spec\.ts/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npx tsx support/start-stack.ts',
    url: `${e2eBaseUrl}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

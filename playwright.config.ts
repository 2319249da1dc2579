import { defineConfig } from '@playwright/test';

// Browser tests run in Debian's Chromium (Playwright cannot download browsers here) against the
// local runtime that scripts/test.mjs starts (SERVICE_URL).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.SERVICE_URL ?? 'http://localhost:8888',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
});

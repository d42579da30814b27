import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import { E2E_BASE_URL, E2E_TMP } from './support/env.ts';

// Debian's Chromium (Playwright cannot download its own browser here); see STACK.md.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.tmp/playwright.json' }]],
  outputDir: join(E2E_TMP, 'results'),
  use: {
    baseURL: E2E_BASE_URL,
    // Playwright's API requests (page.request, the request fixture) send no Origin, and the API
    // refuses a state change with neither Origin nor Sec-Fetch-Site (docs/decisions/009). The
    // browser sends the same Origin itself.
    extraHTTPHeaders: { origin: E2E_BASE_URL },
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});

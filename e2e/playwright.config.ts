import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const onCi = process.env.CI === 'true';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/** CHROME_PATH, else Debian's Chromium, else Playwright's own download (scripts/ensure-browser.mjs). */
const executablePath = process.env.CHROME_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 2,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  reporter: onCi ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /mobile-.*\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 360, height: 740 } },
      testMatch: /(mobile-.*|theme)\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node start-server.mjs',
    cwd: import.meta.dirname,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

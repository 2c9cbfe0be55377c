import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { DISABLED_FEATURES } from './browser-flags';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** A server of its own whose clock the `clock-*` specs move forward (TEST_CLOCK): the others never see it jump. */
const clockPort = port + 1;
const clockURL = `http://localhost:${clockPort}`;
const CLOCK_SPECS = /clock-.*\.spec\.ts/;
const onCi = process.env.CI === 'true';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/** CHROME_PATH, else Debian's Chromium, else Playwright's own download (scripts/ensure-browser.mjs). */
const executablePath = process.env.CHROME_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);

const server = {
  command: 'node start-server.mjs',
  cwd: import.meta.dirname,
  reuseExistingServer: false,
  timeout: 360_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 2,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  reporter: onCi ? [['list'], ['html', { open: 'never' }]] : 'list',
  // npm test runs this suite beside the API tests and lint: a story's time is shared with them.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace records every action's snapshot and a screencast: recorded for every test, it added most of the
    // browser's own CPU again (decision 026). On CI a failed test runs again with its trace.
    trace: 'on-first-retry',
    // As a customer who asks for less motion sees the pages: Bootstrap's transitions are off and its spinners slower, so
    // the browser paints less, and a colour read after a change of theme is the settled one.
    reducedMotion: 'reduce',
    // Every new context would install the service worker and precache the whole app, at a cost in the browser's CPU,
    // for the stories that never use it. The specs of the push and the installable app allow it.
    serviceWorkers: 'block',
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
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: [/mobile-.*\.spec\.ts/, CLOCK_SPECS],
    },
    {
      name: 'mobile',
      use: { viewport: { width: 360, height: 740 } },
      testMatch: /(mobile-.*|theme)\.spec\.ts/,
    },
    {
      name: 'clock',
      use: { ...devices['Desktop Chrome'], baseURL: clockURL },
      testMatch: CLOCK_SPECS,
      // One clock for the project: a spec moving it a day on beside another would expire that one's sessions.
      workers: 1,
    },
  ],
  webServer: [
    { ...server, url: `${baseURL}/api/health?ready=catalogue` },
    {
      ...server,
      url: `${clockURL}/api/health?ready=catalogue`,
      env: { E2E_PORT: String(clockPort), TEST_CLOCK: 'true' },
    },
  ],
});

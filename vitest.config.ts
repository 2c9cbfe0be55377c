import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './apps/web/build/lingui-macros.ts';

/**
 * The unit tests' files share a worker's imports rather than load them again each, as the API's do (decision 020):
 * they hold pure functions and emulators that each test starts for itself, so nothing else carries over.
 */
const UNIT = {
  environment: 'node',
  isolate: false,
  // Vitest's five seconds are a quiet machine's: `npm test` runs these beside the API suites and the browser, and
  // `test:dates` four times at once.
  testTimeout: 30_000,
} as const;

/** One "now" for the whole run: every API test's clock starts here (apps/api/test/build-test-app.ts). */
const TEST_START = process.env.TEST_START ?? new Date().toISOString();

export default defineConfig({
  test: {
    // Two files at a time on two cores: most of an API file's time is spent waiting (a spawned server's start, a job's
    // tick, the partner emulator), which one worker spent idle (decision 037).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          ...UNIT,
        },
      },
      {
        plugins: [linguiMacros()],
        resolve: { alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          setupFiles: ['apps/web/src/testing/unit-setup.ts'],
          ...UNIT,
        },
      },
      {
        plugins: [linguiMacros()],
        resolve: { alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) } },
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          // Components and pages rendered in jsdom, the API mocked at the network by MSW (decision 031). Files share a
          // worker's imports; setup.ts unmounts, clears storage and resets the mocks after every test.
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          isolate: false,
          // A test types into forms key by key: on a machine busy with the rest of `npm test`, slower than 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          ...UNIT,
        },
      },
      {
        test: {
          name: 'bench',
          include: ['bench/src/**/*.test.ts'],
          ...UNIT,
        },
      },
      {
        test: {
          name: 'sandbox',
          include: ['apps/sandbox/src/**/*.test.ts'],
          ...UNIT,
          // A test of the dumps reads the whole demo catalogue, more than once: slow beside the rest of `npm test`.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          env: { TEST_START },
          // As long as a hook's: some tests build an app of their own, which on a machine busy with the rest of `npm
          // test` took longer than half of it.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share a worker's modules, PGlite's compiled WebAssembly and the app's imports instead of loading them
          // again each (decision 020): every file builds its own app and database, so nothing else carries over.
          isolate: false,
        },
      },
    ],
  },
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { server } from './mocks/server';
import { TEST_NOW } from './test-clock';

/** jsdom lays nothing out: no media query matches, so every page renders as on a wide screen. */
function matchNoMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
}

// `npm test` runs these beside the API's and the browser's tests on two cores: an answer may take seconds to show.
configure({ asyncUtilTimeout: 5_000 });

// Components show their English source texts, as the app does for a visitor who chose no language.
beforeAll(async () => {
  window.matchMedia = matchNoMedia;
  server.listen({ onUnhandledRequest: 'error' });
  await activateLocale('en');
});

// Only the date is fixed: timers run, so debounces, transitions and Testing Library's waits work as in a browser.
beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

afterAll(() => server.close());

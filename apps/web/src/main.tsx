import './lib/zod-jitless';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { prefetchFirstPage } from './app/routes/prefetch';
import { keyFreshLoad } from './app/shell/fresh-load-key';
import { followSystemTheme } from './app/shell/theme-mode';
import { reportUncaughtErrors } from './lib/error-reporting';
import { registerServiceWorker } from './lib/service-worker';
import { activateLocale, detectLocale } from './lib/i18n';
import 'virtual:bootstrap-icons.css';
import './styles/main.scss';

followSystemTheme();
reportUncaughtErrors();
keyFreshLoad();
registerServiceWorker();
// The icon font (inlined in the stylesheet) decodes now rather than with the first icon laid out: no shift then.
void document.fonts.load('1em bootstrap-icons');

const firstPage = prefetchFirstPage(window.location);
const catalogue = activateLocale(detectLocale());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const renderedAhead = root.hasAttribute('inert');

/** How long a page rendered ahead waits for the app to have its code and first answer. */
const FIRST_PAGE_WAIT_MS = 5_000;

/**
 * A page rendered ahead (inert) stays until the app has that page's code, and a page the server rendered with its
 * first answer (the API marks it `data-answered`) until the app has that answer too: the app's first render then
 * shows the same page, not a spinner in a page too short to hold the position Back restores, nor its skeleton.
 */
function firstRenderReady(): Promise<unknown> {
  if (!renderedAhead) return Promise.resolve();
  const needed = root!.hasAttribute('data-answered') ? firstPage.answer : firstPage.code;
  return Promise.race([needed, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
}

/**
 * A page rendered at build time comes inert (build/first-paint.ts): what is typed into it would be lost when the app's
 * first render replaces it. That render ends it.
 */
function Interactive({ children }: { children: ReactNode }) {
  useLayoutEffect(() => root!.removeAttribute('inert'), []);
  return children;
}

/**
 * A page rendered ahead is hydrated, as a server's render is: the router takes it over where the browser has put it (on
 * Back, the position the browser restored on the rendered markup) instead of scrolling it to the top and back.
 */
const router = () => createBrowserRouter(routes, renderedAhead ? { hydrationData: {} } : undefined);

// React's renderer, long to start, starts in a task of its own; the first screen renders as a transition, which React
// does in slices.
setTimeout(() =>
  Promise.all([import('react-dom/client'), firstRenderReady(), catalogue]).then(([{ createRoot }]) =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <Interactive>
            <AppProvider>
              <RouterProvider router={router()} />
            </AppProvider>
          </Interactive>
        </StrictMode>,
      ),
    ),
  ),
);

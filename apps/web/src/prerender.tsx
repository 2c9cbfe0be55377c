import { DEFAULT_LOCALE, isLocale, type Locale } from '@bidstay/contract/plain';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider, type Params } from 'react-router';
import { AppProvider } from './app/provider';
import { paths } from './config/paths';
import { routePatterns } from './app/route-patterns';
import { routes } from './app/router';
import { hotelQueryOptions } from './features/hotels/api/get-hotel';
import { loadCityFirstScreen } from './features/hotels/api/prefetch-pages';
import { ServerTitle } from './hooks/use-document-title';
import { isApiError, sendRequestsThrough, type Transport } from './lib/api-client';
import { activateLocale } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { inLanguage, pageHtml, type RenderedApp } from './page-html';

export { inLanguage, pageHtml };

/** The languages every page rendered ahead is rendered in (decision 036). */
export { LOCALES as renderedLocales } from '@bidstay/contract/plain';

/**
 * What a page shows first, loaded into the page's query client by the page's own requests; it throws where one of
 * them fails.
 */
type FirstScreen = (client: QueryClient, params: Params, search: URLSearchParams, locale: Locale) => Promise<unknown>;

const hotelFirstScreen: FirstScreen = (client, { hotelId = '' }, _search, locale) =>
  client.fetchQuery(hotelQueryOptions(hotelId, locale));

const cityFirstScreen: FirstScreen = (client, { id = '' }, search) => loadCityFirstScreen(client, Number(id), search);

/**
 * The pages a first visit starts on most, rendered at build time (build/first-paint.ts) as a signed-out visitor sees
 * them before any data: the shell and the page's first screen or skeleton. The browser paints that with the
 * stylesheet, and the app's first render replaces it. `path` renders the page; `patterns` are the routes it serves.
 * A page with a `firstScreen` is also rendered when asked, with what it shows first (`renderAnswered`, by the API).
 */
export const prerenderedPages: { name: string; patterns: string[]; path: string; firstScreen?: FirstScreen }[] = [
  { name: 'home', patterns: [paths.home.path, paths.homeAlias.path], path: paths.homeAlias.href() },
  { name: 'signin', patterns: [paths.signIn.path], path: paths.signIn.href() },
  { name: 'city', patterns: [paths.city.path], path: paths.city.href('0'), firstScreen: cityFirstScreen },
  { name: 'hotel', patterns: [paths.hotel.path], path: paths.hotel.href('0'), firstScreen: hotelFirstScreen },
  // Served, with a 404, for every path of no page (`/*`, the server's catch-all): `path` is one of them.
  { name: 'not-found', patterns: ['/*'], path: '/page-not-found' },
];

/** The paths the app has a page at, as route patterns; the server answers the others with the page not found. */
export const clientRoutes = routePatterns(routes);

/** A record a page shows, named by a parameter of its path, which the server looks up before it sends the page. */
export type ShownRecord = { record: 'hotel' | 'region' | 'publication'; param: string };

/** The routes showing a record: the server answers 404, with the page not found, for a record it does not have. */
export const shownRecords: Record<string, ShownRecord> = {
  [paths.hotel.path]: { record: 'hotel', param: 'hotelId' },
  [paths.city.path]: { record: 'region', param: 'id' },
  [paths.blogPost.path]: { record: 'publication', param: 'id' },
};

/**
 * The markup of the app at `path` (with its query) in `locale`, once every page's code has loaded, with the data
 * `client` has, and the page's title.
 */
export async function render(path: string, locale: Locale, client = createQueryClient()): Promise<RenderedApp> {
  await activateLocale(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects to ${context.headers.get('location')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  let title: string | undefined;
  const { prelude } = await prerender(
    <StrictMode>
      <ServerTitle value={(told) => (title = told)}>
        <AppProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </ServerTitle>
    </StrictMode>,
    // One piece, without the inline scripts that reveal parts sent later, which the policy would block.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // React would send the boundary's fallback and leave it to the browser: a page rendered ahead is all or nothing.
  if (errors.length > 0) throw new AggregateError(errors, `${path} does not render ahead: ${String(errors[0])}`);
  return { markup: await new Response(prelude).text(), title, locale };
}

/**
 * The page at `path` (with its query), `template` (index.html) with the app rendered into it with what the page shows
 * first, in `language`, asked of the API by the page's own requests, which `send` hands to the API itself; undefined where one of
 * those answers is not a success (an unknown hotel).
 */
export async function renderAnswered(
  path: string,
  send: Transport,
  template: string,
  language: string,
): Promise<string | undefined> {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  sendRequestsThrough(send);
  const url = new URL(path, 'http://localhost');
  for (const { patterns, firstScreen } of prerenderedPages) {
    const match = firstScreen && patterns.map((pattern) => matchPath(pattern, url.pathname)).find(Boolean);
    if (!match) continue;
    const client = createQueryClient();
    try {
      await firstScreen(client, match.params, url.searchParams, locale);
    } catch (error) {
      if (isApiError(error)) return undefined;
      throw error;
    }
    return pageHtml(template, await render(path, locale, client), { answered: true });
  }
  throw new Error(`${url.pathname} is not rendered with what it shows first`);
}

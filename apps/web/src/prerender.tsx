import type { QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider, type Params } from 'react-router';
import { AppProvider } from './app/provider';
import { paths } from './app/paths';
import { routes } from './app/router';
import { hotelQueryOptions } from './features/hotels/api/get-hotel';
import { readAnswer } from './lib/answers';
import { createQueryClient } from './lib/query-client';

type Seed = { queryKey: QueryKey; data: unknown };

/**
 * The API answer a page asks for first: `url` names it with the route's parameters (`:hotelId`), and `seed` puts its
 * body where the page's query finds it.
 */
type FirstAnswer = { url: string; seed(params: Params, body: ArrayBuffer): Seed };

const hotelAnswer: FirstAnswer = {
  url: '/api/HotelInternal/getHotel?id=:hotelId',
  seed: ({ hotelId = '' }, body) => ({
    queryKey: hotelQueryOptions(hotelId).queryKey,
    data: readAnswer('hotel', body),
  }),
};

/**
 * The pages a first visit starts on most, rendered at build time (build/first-paint.ts) as a signed-out visitor sees
 * them before any data: the shell and the page's first screen or skeleton. The browser paints that with the
 * stylesheet, and the app's first render replaces it. `path` renders the page; `patterns` are the routes it serves.
 * A page with a first `answer` is also rendered when asked, with that answer (`renderAnswered`, by the API).
 */
export const prerenderedPages: { name: string; patterns: string[]; path: string; answer?: FirstAnswer }[] = [
  { name: 'home', patterns: [paths.home.path, paths.homeAlias.path], path: paths.homeAlias.href() },
  { name: 'signin', patterns: [paths.signIn.path], path: paths.signIn.href() },
  { name: 'city', patterns: [paths.city.path], path: paths.city.href('0') },
  { name: 'hotel', patterns: [paths.hotel.path], path: paths.hotel.href('0'), answer: hotelAnswer },
];

/** The markup of the app at `path` (with its query), once every page's code has loaded; `seeds` are data it has. */
export async function render(path: string, seeds: Seed[] = []): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects to ${context.headers.get('location')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  for (const { queryKey, data } of seeds) client.setQueryData(queryKey, data);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // One piece, without the inline scripts that reveal parts sent later, which the policy would block.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // React would send the boundary's fallback and leave it to the browser: a page rendered ahead is all or nothing.
  if (errors.length > 0) throw new AggregateError(errors, `${path} does not render ahead: ${String(errors[0])}`);
  return new Response(prelude).text();
}

/** The markup of the app at `path` with the body of its page's first answer, which the API has read for it. */
export function renderAnswered(path: string, body: ArrayBuffer): Promise<string> {
  const pathname = new URL(path, 'http://localhost').pathname;
  for (const { patterns, answer } of prerenderedPages) {
    const match = answer && patterns.map((pattern) => matchPath(pattern, pathname)).find(Boolean);
    if (match) return render(path, [answer.seed(match.params, body)]);
  }
  throw new Error(`${pathname} is rendered with no answer`);
}

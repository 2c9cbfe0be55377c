import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { paths } from './app/paths';
import { routes } from './app/router';

/**
 * The pages a first visit starts on most, rendered at build time (build/first-paint.ts) as a signed-out visitor sees
 * them before any data: the shell and the page's first screen or skeleton. The browser paints that with the
 * stylesheet, and the app's first render replaces it. `path` renders the page; `patterns` are the routes it serves.
 */
export const prerenderedPages = [
  { name: 'home', patterns: [paths.home.path, paths.homeAlias.path], path: paths.homeAlias.href() },
  { name: 'signin', patterns: [paths.signIn.path], path: paths.signIn.href() },
  { name: 'city', patterns: [paths.city.path], path: paths.city.href('0') },
  { name: 'hotel', patterns: [paths.hotel.path], path: paths.hotel.href('0') },
];

/** The markup of the app at `path`, once every page's code has loaded. */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects to ${context.headers.get('location')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
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

import type { RouteObject } from 'react-router';

/** `path` under `parent`: a child's path that starts with a slash is already whole. */
const under = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

/**
 * Every path `routes` show a page at, as route patterns (`/hotel/:hotelId`): a route with a path, and the path of a
 * parent with an index route. The catch-all `*` is left out: what only it matches is a path of no page.
 */
export function routePatterns(routes: RouteObject[], parent = ''): string[] {
  const patterns = routes.flatMap((route): string[] => {
    if (route.path === '*') return [];
    const path = route.path === undefined ? parent : under(parent, route.path);
    const own = route.path !== undefined || route.index ? [path || '/'] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
  return [...new Set(patterns)];
}

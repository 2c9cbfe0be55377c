import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True while the page is rendered at build time (src/prerender.tsx), false in the browser: for what that render must
 * leave out because it would be stale by the time the page is served, such as today's date.
 */
export const useRenderedAhead = () =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );

import { useCallback, useSyncExternalStore } from 'react';

/** A page rendered at build time (prerender.tsx) is laid out for a wide screen; CSS does the rest until React runs. */
const serverMatches = () => false;

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, serverMatches);
}

/** Below Bootstrap's md breakpoint, where lists turn into cards and tabs into a select. */
export const useIsPhone = () => useMediaQuery('(max-width: 767.98px)');

/** From Bootstrap's xl breakpoint, where the city page has room for its map beside the list. */
export const useIsWide = () => useMediaQuery('(min-width: 1200px)');

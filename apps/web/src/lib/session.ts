import { useMemo, useSyncExternalStore } from 'react';
import { decodeSession, getValidToken, subscribeToSession } from './auth-storage';

/** A page rendered at build time (prerender.tsx) is the signed-out one. */
const signedOut = () => null;

/** The signed-in session: a stored, unexpired access token, or null. */
export function useSession() {
  const token = useSyncExternalStore(subscribeToSession, getValidToken, signedOut);
  return useMemo(() => (token ? decodeSession(token) : null), [token]);
}

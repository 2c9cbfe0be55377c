import { useMemo, useSyncExternalStore } from 'react';
import { decodeSession, getValidToken, subscribeToSession } from './auth-storage';

/** The signed-in session: a stored, unexpired access token, or null. */
export function useSession() {
  const token = useSyncExternalStore(subscribeToSession, getValidToken);
  return useMemo(() => (token ? decodeSession(token) : null), [token]);
}

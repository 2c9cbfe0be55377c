import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearAccountStorage } from '@/lib/auth-storage';

/**
 * Ends the session: goes to `to`, then clears the stored account data and the cache. Leaving first keeps
 * the dashboard guard from redirecting to sign-in with the old page remembered.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to: string = paths.signIn.href()) => {
      await navigate(to, { replace: true, flushSync: true });
      clearAccountStorage();
      queryClient.clear();
    },
    [navigate, queryClient],
  );
}

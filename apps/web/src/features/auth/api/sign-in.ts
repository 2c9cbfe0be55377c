import type { SignInBody } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { decodeSession, storeToken, type Session } from '@/lib/auth-storage';

/** An empty `code` is left out: only an operator's sign-in takes one. */
export async function signIn({ code, ...credentials }: SignInBody) {
  const body = code ? { ...credentials, code } : credentials;
  const { access_token: token } = await apiClient.post('/api/authenticateCustomer', 'accessToken', body);
  const session = decodeSession(token);
  if (!session) throw new Error('The sign-in answer held no valid token');
  storeToken(token);
  return session;
}

export function useSignIn({ onSuccess }: { onSuccess: (session: Session) => Promise<void> | void }) {
  return useMutation({ mutationFn: signIn, onSuccess });
}

import { DEFAULT_LOCALE, type Locale, type SignInBody } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { decodeSession, storeToken, type Session } from '@/lib/auth-storage';
import { chooseLocale, currentLocale } from '@/lib/i18n';

/**
 * The language the account chose is shown from now on; an account that chose none takes the one the visitor sees,
 * for its mails.
 */
async function adoptAccountLanguage(language: Locale | undefined) {
  if (language) return chooseLocale(language);
  const shown = currentLocale();
  if (shown === DEFAULT_LOCALE) return;
  // Loaded when needed: its answer's schema (zod) stays off the sign-in page's first load.
  const { saveLanguage } = await import('./save-language');
  await saveLanguage(shown).catch(() => undefined);
}

/** An empty `code` is left out: only an operator's sign-in takes one. */
export async function signIn({ code, ...credentials }: SignInBody) {
  const body = code ? { ...credentials, code } : credentials;
  const { access_token: token, language } = await apiClient.post('/api/authenticateCustomer', 'accessToken', body);
  const session = decodeSession(token);
  if (!session) throw new Error('The sign-in answer held no valid token');
  storeToken(token);
  await adoptAccountLanguage(language);
  return session;
}

export function useSignIn({ onSuccess }: { onSuccess: (session: Session) => Promise<void> | void }) {
  return useMutation({ mutationFn: signIn, onSuccess });
}

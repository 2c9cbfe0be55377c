import type { Locale } from '@bidstay/contract/plain';
import { useLingui } from '@lingui/react';
import { currentLocale } from '@/lib/i18n';

/** The language shown, as Bidstay's; the component renders again when it changes. */
export function useShownLocale(): Locale {
  const { i18n } = useLingui();
  return currentLocale(i18n.locale);
}

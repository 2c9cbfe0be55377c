import type { Locale } from '@bidstay/contract/plain';

/** The `lang` of a text the API answered in another language than the one shown: English where it has no Swedish. */
export const textLang = (answered: Locale, shown: Locale) => (answered === shown ? undefined : answered);

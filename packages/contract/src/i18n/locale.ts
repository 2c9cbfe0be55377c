/** The languages Bidstay speaks; the first is the source and the fallback. */
export const LOCALES = ['en', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie a visitor's choice of language is remembered in, which the server reads for the pages it sends. */
export const LOCALE_COOKIE = 'lang';

/** The tag `Intl` formats with: British English reads "9 Jan 2027, 19:00" and "€1,344.58". */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', sv: 'sv-SE' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The first of the languages named (an Accept-Language header, or the browser's list) that Bidstay speaks. */
export function pickLocale(languages: string | readonly string[] | undefined): Locale | undefined {
  const named = typeof languages === 'string' ? languagesByWeight(languages) : (languages ?? []);
  for (const tag of named) {
    const primary = tag.trim().toLowerCase().split('-', 1)[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** An Accept-Language header's tags, the most wanted first. */
function languagesByWeight(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

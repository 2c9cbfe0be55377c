/**
 * Intl's formatters cost far more to build than to use, and a mail or a notice formats several amounts and moments:
 * one formatter per locale and options is built once and kept.
 */
const kept = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function keptFormat<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => F): F {
  let format = kept.get(key) as F | undefined;
  if (!format) {
    format = build();
    kept.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  keptFormat(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  keptFormat(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

import { DEFAULT_LOCALE, type Locale } from '@bidstay/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { EtgClient } from '../../partner/etg-client.ts';
import type { HotelContent } from '../../partner/etg-types.ts';
import { createLru } from './catalogue.ts';

/**
 * Hotels' texts in another language than the dump's, as the partner answered them (null: it has none): kept a day, as
 * its dumps change daily, so that a hotel page read in Swedish costs the partner's content quota once a day.
 */
const KEPT_TEXTS = 20_000;
const TEXT_KEPT_MS = 24 * 60 * 60_000;

/** The fields of a hotel's content written in a language. */
const TEXT_FIELDS = ['description_struct', 'amenity_groups', 'room_groups', 'metapolicy_extra_info'] as const;
export type HotelText = Partial<Pick<HotelContent, (typeof TEXT_FIELDS)[number]>>;

type Deps = { partner: EtgClient; log: FastifyBaseLogger; now: () => number };

/** The hotels' texts in other languages, asked of the partner's hotel info (ETG's `hotel/info/` takes a `language`). */
export function createHotelTexts({ partner, log, now }: Deps) {
  const kept = createLru<string, HotelText | null>(KEPT_TEXTS, TEXT_KEPT_MS, now);

  /** A partner without a hotel's text in a language leaves its description out, as ETG leaves untranslated fields empty. */
  async function ask(hid: number, language: Locale): Promise<HotelText | null> {
    const content = await partner.hotelInfo({ hid, language });
    if (!content?.description_struct) return null;
    return Object.fromEntries(TEXT_FIELDS.map((field) => [field, content[field]]));
  }

  /**
   * The hotel's text in `language`; undefined in English, whose text the dump stored, and where the partner has none
   * or did not answer (not kept then).
   */
  return async function textIn(hid: number, language: Locale): Promise<HotelText | undefined> {
    if (language === DEFAULT_LOCALE) return undefined;
    const key = `${hid}:${language}`;
    const known = kept.get(key);
    if (known !== undefined) return known ?? undefined;
    try {
      const text = await ask(hid, language);
      kept.set(key, text);
      return text ?? undefined;
    } catch (error) {
      log.warn({ err: error, hid, language }, 'the partner did not give a hotel text; answered in English');
      return undefined;
    }
  };
}

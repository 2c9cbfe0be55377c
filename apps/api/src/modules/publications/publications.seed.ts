import type { Locale } from '@bidstay/contract';
import english from './publications.seed.json' with { type: 'json' };
import swedish from './publications.seed.sv.json' with { type: 'json' };

export type PublicationSection = { heading?: string; paragraphs: string[]; items?: string[] };
export type PublicationText = { title: string; summary: string; sections: PublicationSection[] };
export type PublicationSeed = PublicationText & {
  id: string;
  type: 'page' | 'blog';
  publishedAt: string;
  /** Its texts in the other languages it is published in; English is the text itself. */
  translations: Partial<Record<Locale, PublicationText>>;
};

/** Each language's texts of the publications, by id: a language is one more file. */
const translations: Partial<Record<Locale, Record<string, PublicationText>>> = { sv: swedish };

function translationsOf(id: string): PublicationSeed['translations'] {
  return Object.fromEntries(
    Object.entries(translations).flatMap(([language, texts]) => (texts[id] ? [[language, texts[id]]] : [])),
  );
}

/**
 * The site's pages and blog posts as first published; their texts are data: English in publications.seed.json, each
 * other language in publications.seed.<language>.json.
 */
export const PUBLICATIONS: PublicationSeed[] = (english as Omit<PublicationSeed, 'translations'>[]).map((seed) => ({
  ...seed,
  translations: translationsOf(seed.id),
}));

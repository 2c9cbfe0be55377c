import texts from './publications.seed.json' with { type: 'json' };

export type PublicationSection = { heading?: string; paragraphs: string[]; items?: string[] };
export type PublicationSeed = {
  id: string;
  type: 'page' | 'blog';
  title: string;
  summary: string;
  sections: PublicationSection[];
  publishedAt: string;
};

/** The site's pages and blog posts as first published; their texts are data, in publications.seed.json. */
export const PUBLICATIONS = texts as PublicationSeed[];

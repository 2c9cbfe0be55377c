import type { Locale, Publication, PublicationSummary } from '@bidstay/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publications, publicationTexts } from '../../db/schema.ts';
import type { PublicationSeed } from './publications.seed.ts';

type Row = typeof publications.$inferSelect;
type TextRow = typeof publicationTexts.$inferSelect;
type Found = { publication: Row; text: TextRow | null };

const shown = ({ publication, text }: Found) => text ?? publication;

/** The publication in the language of its text there, else in English. */
function toSummary(found: Found): PublicationSummary {
  const { publication, text } = found;
  return {
    id: publication.id,
    type: publication.type as PublicationSummary['type'],
    title: shown(found).title,
    summary: shown(found).summary,
    publishedAt: publication.publishedAt.toISOString(),
    language: (text?.language as Locale | undefined) ?? 'en',
  };
}

export function createPublicationsRepository(db: Db) {
  const inLanguage = (language: Locale) =>
    db
      .select({ publication: publications, text: publicationTexts })
      .from(publications)
      .leftJoin(
        publicationTexts,
        and(eq(publicationTexts.publicationId, publications.id), eq(publicationTexts.language, language)),
      );

  return {
    async list(language: Locale, type?: string): Promise<PublicationSummary[]> {
      const rows = await inLanguage(language)
        .where(type ? eq(publications.type, type) : undefined)
        .orderBy(desc(publications.publishedAt), asc(publications.id));
      return rows.map(toSummary);
    },

    async find(id: string, language: Locale): Promise<Publication | undefined> {
      const [row] = await inLanguage(language).where(eq(publications.id, id)).limit(1);
      return row && { ...toSummary(row), sections: JSON.parse(shown(row).body) };
    },

    /** Writes the texts shipped with this version, replacing older versions of the same pages in every language. */
    async upsert(seeds: PublicationSeed[]) {
      const rows = seeds.map((seed) => ({
        id: seed.id,
        type: seed.type,
        title: seed.title,
        summary: seed.summary,
        body: JSON.stringify(seed.sections),
        publishedAt: new Date(seed.publishedAt),
      }));
      const texts = seeds.flatMap((seed) =>
        Object.entries(seed.translations).map(([language, text]) => ({
          publicationId: seed.id,
          language,
          title: text.title,
          summary: text.summary,
          body: JSON.stringify(text.sections),
        })),
      );
      await db.transaction(async (tx) => {
        await tx
          .insert(publications)
          .values(rows)
          .onConflictDoUpdate({
            target: publications.id,
            set: {
              type: sql`excluded.type`,
              title: sql`excluded.title`,
              summary: sql`excluded.summary`,
              body: sql`excluded.body`,
              publishedAt: sql`excluded.published_at`,
            },
          });
        await tx.delete(publicationTexts).where(
          inArray(
            publicationTexts.publicationId,
            seeds.map((seed) => seed.id),
          ),
        );
        if (texts.length > 0) await tx.insert(publicationTexts).values(texts);
      });
    },
  };
}

export type PublicationsRepository = ReturnType<typeof createPublicationsRepository>;

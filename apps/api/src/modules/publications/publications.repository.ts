import type { Publication, PublicationSummary } from '@bidstay/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publications } from '../../db/schema.ts';
import type { PublicationSeed } from './publications.seed.ts';

type Row = typeof publications.$inferSelect;

function toSummary(row: Row): PublicationSummary {
  return {
    id: row.id,
    type: row.type as PublicationSummary['type'],
    title: row.title,
    summary: row.summary,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function createPublicationsRepository(db: Db) {
  return {
    async list(type?: string): Promise<PublicationSummary[]> {
      const rows = await db
        .select()
        .from(publications)
        .where(type ? eq(publications.type, type) : undefined)
        .orderBy(desc(publications.publishedAt), asc(publications.id));
      return rows.map(toSummary);
    },

    async find(id: string): Promise<Publication | undefined> {
      const [row] = await db.select().from(publications).where(eq(publications.id, id)).limit(1);
      return row && { ...toSummary(row), sections: JSON.parse(row.body) };
    },

    /** Writes the texts shipped with this version, replacing older versions of the same pages. */
    async upsert(seeds: PublicationSeed[]) {
      const rows = seeds.map((seed) => ({
        id: seed.id,
        type: seed.type,
        title: seed.title,
        summary: seed.summary,
        body: JSON.stringify(seed.sections),
        publishedAt: new Date(seed.publishedAt),
      }));
      await db
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
    },
  };
}

export type PublicationsRepository = ReturnType<typeof createPublicationsRepository>;

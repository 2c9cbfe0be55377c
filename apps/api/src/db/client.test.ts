import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { DRIZZLE_PARSER_TYPES, type Database } from './client.ts';
import { rows } from './migrate.ts';
import { customers } from './schema.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The options drizzle's PGlite driver gives with each query of `ask`, recorded by a client that answers nothing. */
async function optionsGiven(ask: (db: ReturnType<typeof drizzle>) => Promise<unknown>) {
  const given: QueryOptions[] = [];
  const recorder = {
    query: async (_sql: string, _params: unknown[], options: QueryOptions) => {
      given.push(options);
      return { rows: [], fields: [] };
    },
  };
  await ask(drizzle(recorder as unknown as PGlite));
  return given;
}

const DATES = sql`select
  '2026-11-25 10:30:00+00'::timestamptz as "at",
  '2026-11-25 10:30:00'::timestamp as "local",
  '2026-11-25'::date as "day",
  '2 days'::interval as "span",
  '{1.50,2}'::numeric[] as "amounts"`;

describe('database client', () => {
  it("holds the parsers drizzle's PGlite driver gives with each query, which it leaves out", async () => {
    const given = await optionsGiven(async (db) => {
      await db.execute(sql`select 1`);
      await db.select().from(customers);
    });
    expect(given).toHaveLength(2);
    for (const { parsers = {} } of given) {
      expect(Object.keys(parsers).map(Number).sort()).toEqual(DRIZZLE_PARSER_TYPES.map(Number).sort());
      for (const parse of Object.values(parsers)) expect(parse('2026-11-25 10:30:00')).toBe('2026-11-25 10:30:00');
    }
  });

  it('reads dates, timestamps, intervals and numeric arrays as text for drizzle to map, in a transaction too', async () => {
    const expected = { day: '2026-11-25', span: '2 days', amounts: '{1.50,2}' };
    const [read] = rows<Record<string, string>>(await database.db.execute(DATES));
    expect(read).toMatchObject(expected);
    expect(typeof read!.at).toBe('string');
    expect(typeof read!.local).toBe('string');
    const [inTransaction] = await database.db.transaction(async (tx) => rows(await tx.execute(DATES)));
    expect(inTransaction).toEqual(read);
  });
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { Database } from './client.ts';
import { rows } from './migrate.ts';
import { customers } from './schema.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const DATES = sql`select
  '2026-11-25 10:30:00+00'::timestamptz as "at",
  '2026-11-25 10:30:00'::timestamp as "local",
  '2026-11-25'::date as "day",
  '2 days'::interval as "span",
  '{1.50,2}'::numeric[] as "amounts"`;

describe('database client', () => {
  it('reads dates, timestamps, intervals and numeric arrays as text for drizzle to map, in a transaction too', async () => {
    const expected = { day: '2026-11-25', span: '2 days', amounts: '{1.50,2}' };
    const [read] = rows<Record<string, string>>(await database.db.execute(DATES));
    expect(read).toMatchObject(expected);
    expect(typeof read!.at).toBe('string');
    expect(typeof read!.local).toBe('string');
    const [inTransaction] = await database.db.transaction(async (tx) => rows(await tx.execute(DATES)));
    expect(inTransaction).toEqual(read);
  });

  it('parses and plans a named statement once on PGlite too, as node-postgres does on PostgreSQL', async (context) => {
    // PostgreSQL's pool has several connections: the statement and the look at it may not share one.
    if (database.kind !== 'pglite') context.skip();
    const byId = database.db
      .select()
      .from(customers)
      .where(eq(customers.id, sql.placeholder('id')))
      .prepare('client_test_customer_by_id');
    expect(await byId.execute({ id: randomUUID() })).toEqual([]);
    const statements = rows<{ name: string }>(await database.db.execute(sql`select name from pg_prepared_statements`));
    expect(statements.map(({ name }) => name)).toContain('client_test_customer_by_id');
  });

  it('runs a statement again on a new connection when the server ended the one it met (PostgreSQL)', async (context) => {
    // The embedded database has no server to end a connection.
    if (database.kind !== 'postgres') context.skip();
    const [met] = rows<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as "pid"`));
    // Ends its own connection, the one the statement before used, and only that one.
    const ended = await database.db.execute(
      sql`select pg_terminate_backend(pg_backend_pid()) as "ended" where pg_backend_pid() = ${met!.pid}`,
    );
    expect(rows(ended)).toEqual([]);
    expect(rows(await database.db.execute(sql`select 1 as "one"`))).toEqual([{ one: 1 }]);
  });

  it('answers the queries after one that failed, a named statement among them', async () => {
    const failing = database.db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`1 / ${sql.placeholder('zero')}::int = 1`)
      .prepare('client_test_failing');
    const counted = () => database.db.$count(customers);
    const answers = [];
    for (let round = 0; round < 3; round += 1) {
      await expect(failing.execute({ zero: 0 })).rejects.toThrow();
      answers.push(await counted(), await counted(), rows(await database.db.execute(sql`select 1 as "one"`)));
    }
    expect(answers).toEqual(Array.from({ length: 3 }, () => [0, 0, [{ one: 1 }]]).flat());
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { openDatabase } from '../../apps/api/src/db/client.ts';

/**
 * The ceilings, each a route that does nothing more: `/bare` answers at once (GET, and POST
 * once Fastify has read and parsed the JSON body), `/select` reads
 * one row by primary key and `/insert` inserts one row, through the API's own database client
 * (apps/api/src/db/client.ts: an embedded PGlite in a temporary directory, or a PostgreSQL pool of 10).
 * Usage: ceiling-server.ts <port> [pglite | postgres://…]
 */
const [port, driver] = process.argv.slice(2);

const customers = pgTable('customers', { id: uuid('id').primaryKey(), email: text('email').notNull().unique() });

async function openPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bidstay-ceiling-'));
  process.once('SIGTERM', () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  return openDatabase({ kind: 'pglite', dataDir });
}

async function openDb(target: string) {
  const { db } =
    target === 'pglite' ? await openPglite() : await openDatabase({ kind: 'postgres', url: target, poolSize: 10 });
  await db.execute(sql`drop table if exists customers`);
  await db.execute(sql`create table customers (id uuid primary key, email text not null unique)`);
  const rows = Array.from({ length: 1000 }, () => ({ id: randomUUID(), email: `${randomUUID()}@bench.test` }));
  await db.insert(customers).values(rows);
  return { db, sampleId: rows[0]!.id };
}

const app = Fastify();
const bare = async () => ({ ok: true });
app.get('/bare', bare);
app.post('/bare', bare);
if (driver) {
  const { db, sampleId } = await openDb(driver);
  app.get('/sample', async () => ({ id: sampleId }));
  app.get<{ Querystring: { id: string } }>('/select', async (request) => {
    const [row] = await db.select().from(customers).where(eq(customers.id, request.query.id)).limit(1);
    return row;
  });
  app.post('/insert', async () => {
    const id = randomUUID();
    await db.insert(customers).values({ id, email: `${id}@bench.test` });
    return { id };
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });

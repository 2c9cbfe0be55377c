import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Postgres LISTEN: `handler` gets each NOTIFY payload of `channel`, from any process. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {});
  const client = await pool.connect();
  client.release();
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    listen: (channel, handler) => listenPostgres(url, channel, handler),
    close: () => pool.end(),
  };
}

const RECONNECT_MS = 1000;

/** A connection of its own per channel, reconnecting when the server drops it. */
async function listenPostgres(url: string, channel: string, handler: (payload: string) => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  async function connect() {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handler(message.payload);
    });
    next.on('error', () => {
      void next.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '')}"`);
    client = next;
  }
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/**
 * The parsers drizzle's PGlite driver gives with every query: dates, timestamps and intervals, and arrays of them and
 * of numerics, left as the text drizzle maps itself.
 */
export const DRIZZLE_PARSER_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

/** A query as drizzle asks it, without its parsers: the client has them (`openPglite`). */
function withoutQueryParsers(client: Pick<Transaction, 'query'>): Pick<Transaction, 'query'> {
  return { query: (sql, params, options) => client.query(sql, params, options && { rowMode: options.rowMode }) };
}

/**
 * PGlite copies its parsers for every type (over 300) to merge in a query's own on every query: 115 µs of the 290 µs
 * a point select takes. Drizzle gives the same few with each query, so the client holds them, and drizzle's queries
 * and transactions go through without them. Drizzle calls nothing else on its client.
 */
function drizzleClient(client: PGlite): PGlite {
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) => callback(withoutQueryParsers(tx) as Transaction));
  return { ...withoutQueryParsers(client), transaction } as PGlite;
}

async function openPglite({ dataDir, loadDataDir }: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const client = await PGlite.create({ dataDir, loadDataDir }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  for (const type of DRIZZLE_PARSER_TYPES) client.parsers[type] = asText;
  return {
    kind: 'pglite',
    db: drizzlePglite(drizzleClient(client), { schema }) as unknown as Db,
    listen: async (channel, handler) => client.listen(channel, handler),
    async close() {
      await client.close();
      unlock();
    },
  };
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PGlite is one process's database: a second process on the same directory would corrupt it. */
function lockDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'bidstay.pid');
  const holder = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8')) : undefined;
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(`another Bidstay process (pid ${holder}) uses ${dataDir}; stop it or use another DATA_DIR`);
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

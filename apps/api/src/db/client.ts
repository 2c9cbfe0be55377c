import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import copyBinary, { type CopyField } from 'pg-copy-streams-binary';
import * as schema from './schema.ts';

/**
 * This process's connections' application_name: what pg_stat_activity shows, and what the bid event log records as
 * the origin of each change (decision 033).
 */
export const PROCESS_NAME = `bidstay:${hostname()}:${process.pid}`.slice(0, 63);

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Postgres LISTEN: `handler` gets each NOTIFY payload of `channel`, from any process. `onResume` runs when listening
   * starts again after its connection was lost: what was notified in between is not sent again.
   */
  listen(channel: string, handler: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

/** Drizzle over a node-postgres pool, of either kind of database; the pool replaces a connection that fails idle. */
function drizzleOverPool(pool: pg.Pool): Db {
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  pools.set(db, pool);
  return db;
}

/** SQLSTATE 57P01–57P03: the server ended the connection (shut down, terminated it, or is not yet accepting). */
const endedByServer = (error: unknown) => /^57P0[1-3]$/.test((error as { code?: unknown })?.code as string);

/** How often a statement runs again after meeting a connection the server had ended. */
const RUNS_AGAIN_ON_ENDED = 3;

/**
 * A statement outside a transaction that met a connection the server had ended (a restart, a failover,
 * `pg_terminate_backend`) runs again on another: the server never ran it, or rolled it back. The pool learns of an idle
 * connection's end only when it reads the server's notice, and a request may take it before that; once the event loop
 * has had a turn, the pool has read the notices of its other connections and dropped those too.
 */
function retryOnEndedConnections(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const run = (args: unknown[], again: number): Promise<unknown> =>
    query(...args).catch(async (error: unknown) => {
      if (again === 0 || !endedByServer(error)) throw error;
      await nextTurn();
      return run(args, again - 1);
    });
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function' ? query(...args) : run(args, RUNS_AGAIN_ON_ENDED)) as pg.Pool['query'];
}

export type { CopyField };

/** Sends `rows`, each its fields in the statement's columns' order, to a `COPY … FROM STDIN (FORMAT binary)`. */
export type CopyRows = (statement: string, rows: CopyField[][]) => Promise<void>;

/** The rows encoded as one chunk: the COPY stream writes each chunk to the socket on its own. */
async function* oneChunk(chunks: AsyncIterable<Buffer>) {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  yield Buffer.concat(all);
}

/** The pools of the PostgreSQL databases opened, by their drizzle: COPY needs a connection of its own. */
const postgresPools = new WeakMap<Db, pg.Pool>();
/** Every database's pool, PGlite's too, by its drizzle: what the metrics read. */
const pools = new WeakMap<Db, pg.Pool>();

/** A database's connections in use and the queries waiting for one. */
export function poolStats(db: Db) {
  const pool = pools.get(db);
  return pool && { inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount };
}

/**
 * On PostgreSQL, a transaction on one connection with `COPY … FROM STDIN` on it: rows reach the server in COPY's
 * binary format, each value with its length, not as a statement's parameters it parses nor as text it splits and
 * unescapes. Undefined on PGlite, whose node-postgres adapter has no COPY from the client.
 */
export function copyingTransaction(db: Db) {
  const pool = postgresPools.get(db);
  if (!pool) return undefined;
  return async <T>(work: (tx: Tx, copy: CopyRows) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    const copy: CopyRows = (statement, rows) =>
      pipeline(Readable.from(rows), copyBinary.rowWriter(), oneChunk, client.query(copyFrom(statement)));
    try {
      const result = await (drizzlePg(client, { schema }) as unknown as Db).transaction((tx) => work(tx, copy));
      client.release();
      return result;
    } catch (error) {
      // A connection whose COPY failed may still be in the middle of it: the pool opens another.
      client.release(true);
      throw error;
    }
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A burst queues for the pool's connections rather than failing: every limit counted by the shared limits now
    // takes one (decision 033), and a busy machine took over five seconds to hand them all out (partner-quota.test).
    // Overload is the load shedding's to answer, with a 503 and Retry-After.
    connectionTimeoutMillis: 15_000,
    application_name: PROCESS_NAME,
  });
  retryOnEndedConnections(pool);
  const db = drizzleOverPool(pool);
  postgresPools.set(db, pool);
  const client = await pool.connect();
  client.release();
  return {
    kind: 'postgres',
    db,
    listen: (channel, handler, onResume) => listenPostgres(url, channel, handler, onResume),
    close: () => pool.end(),
  };
}

const RECONNECT_MS = 1000;

/** A connection of its own per channel, reconnecting when the server drops it. */
async function listenPostgres(
  url: string,
  channel: string,
  handler: (payload: string) => void,
  onResume: () => void = () => {},
) {
  let stopped = false;
  let client: pg.Client | undefined;
  async function connect() {
    const next = new pg.Client({ connectionString: url, application_name: PROCESS_NAME });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handler(message.payload);
    });
    next.on('error', () => {
      void next.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '')}"`);
    if (client) onResume();
    client = next;
  }
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

type ParseMessage = Parameters<PglitePgConnection['parse']>[0] & { types?: unknown };

/**
 * A node-postgres connection to PGlite. node-postgres passes a query's type parsers as `types`, which its own
 * serializer reads as no parameter types; PGlite's would iterate over them. `statements` is the named statements
 * PGlite holds: one backend for every connection.
 */
function pgliteConnection(client: PGlite, statements: object) {
  const connection = new PglitePgConnection({ pglite: client });
  connection.parsedStatements = statements;
  const parse = connection.parse.bind(connection);
  connection.parse = (message: ParseMessage) =>
    parse({ ...message, types: Array.isArray(message.types) ? message.types : undefined });
  return connection;
}

/**
 * PGlite as a pool of one node-postgres connection (PGlite's own adapter), so drizzle speaks to it as to a
 * PostgreSQL server: a named statement (`.prepare(name)`) is parsed and planned once, where drizzle's PGlite driver
 * drops the name and has every query parsed and planned again (docs/decisions/008-pglite-through-node-postgres.md).
 * The pool ends a client whose query failed and opens another: each client has a connection of its own, as the
 * adapter's one, shared, would end under the next client and fail its queries.
 */
function pglitePool(client: PGlite): pg.Pool {
  const statements = {};
  class PgliteClient extends pg.Client {
    constructor(options: pg.ClientConfig = {}) {
      super({ ...options, connection: pgliteConnection(client, statements) } as pg.ClientConfig);
    }
  }
  return new pg.Pool({ Client: PgliteClient, max: 1, idleTimeoutMillis: 0 });
}

/** Drizzle over a PGlite client, through `pglitePool`. */
export function drizzleOverPglite(client: PGlite): { db: Db; pool: pg.Pool } {
  const pool = pglitePool(client);
  return { db: drizzleOverPool(pool), pool };
}

async function openPglite({ dataDir, loadDataDir }: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const client = await PGlite.create({ dataDir, loadDataDir }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  await client.query(`select set_config('application_name', $1, false)`, [PROCESS_NAME]);
  const { db, pool } = drizzleOverPglite(client);
  return {
    kind: 'pglite',
    db,
    listen: async (channel, handler) => client.listen(channel, handler),
    async close() {
      await pool.end();
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

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { TEMPLATE_DATABASE, withDatabase } from './postgres-urls.ts';

/** A fresh, migrated database for one test file: PGlite from the snapshot, or a copy of the template. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    return openDatabase({ kind: 'pglite', loadDataDir: snapshot });
  }
  const name = `bidstay_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(postgresUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(postgresUrl, name), poolSize: 5 });
  return {
    ...database,
    url: withDatabase(postgresUrl, name),
    async close() {
      await database.close();
      await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

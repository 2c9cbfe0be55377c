import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { adminQuery, withDatabase } from '../scratch-databases.mjs';
import { TEMPLATE_DATABASE } from './template-database.ts';

/** Connections of a test file's PostgreSQL database. */
export const TEST_POOL_SIZE = 5;

/** A fresh, migrated database for one test file: PGlite from the snapshot, or a copy of the template. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    return openDatabase({ kind: 'pglite', loadDataDir: snapshot });
  }
  const name = `bidstay_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(postgresUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabase(postgresUrl, name),
    poolSize: TEST_POOL_SIZE,
  });
  return {
    ...database,
    url: withDatabase(postgresUrl, name),
    async close() {
      await database.close();
      await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A database of its own with no table yet, PGlite or on the test server, for a test that migrates it itself. */
export async function createEmptyDatabase(): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) return openDatabase({ kind: 'pglite' });
  const name = `bidstay_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(postgresUrl, `create database ${name}`);
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabase(postgresUrl, name),
    poolSize: TEST_POOL_SIZE,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

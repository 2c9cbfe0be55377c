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
  return scratchPostgres(postgresUrl, `template ${TEMPLATE_DATABASE}`);
}

/** A database of its own with no table yet, PGlite or on the test server, for a test that migrates it itself. */
export async function createEmptyDatabase(): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) return openDatabase({ kind: 'pglite' });
  return scratchPostgres(postgresUrl, '');
}

/** A database of this test's own on the PostgreSQL server, made with `options`, dropped when closed. */
async function scratchPostgres(postgresUrl: string, options: string): Promise<Database & { url: string }> {
  const name = `bidstay_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(postgresUrl, `create database ${name} ${options}`.trim());
  const url = withDatabase(postgresUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: TEST_POOL_SIZE });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

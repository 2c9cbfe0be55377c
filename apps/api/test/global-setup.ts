import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.ts';
import { drizzleOverPglite, openDatabase } from '../src/db/client.ts';
import { TEMPLATE_DATABASE, withDatabase } from './postgres-urls.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresUrl: string;
  }
}

/** Migrates once: a PGlite snapshot each test file loads, or a PostgreSQL template database. */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
  project.provide('postgresUrl', postgresUrl);
  project.provide('pgliteSnapshot', postgresUrl ? '' : await pgliteSnapshot());
  if (postgresUrl) await createTemplate(postgresUrl);
}

async function pgliteSnapshot() {
  const client = await PGlite.create();
  const { db, pool } = drizzleOverPglite(client);
  await migrate(db);
  await pool.end();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(mkdtempSync(join(tmpdir(), 'bidstay-test-')), 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function createTemplate(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`update pg_database set datistemplate = false where datname = '${TEMPLATE_DATABASE}'`);
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const template = await openDatabase({ kind: 'postgres', url: withDatabase(url, TEMPLATE_DATABASE), poolSize: 1 });
  await migrate(template.db);
  await template.close();
}

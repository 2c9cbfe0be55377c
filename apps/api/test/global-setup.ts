import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApi } from '../build.mjs';
import { adminQuery, recreateDatabase, withDatabase } from '../scratch-databases.mjs';
import { migrate } from '../src/db/migrate.ts';
import { drizzleOverPglite, openDatabase } from '../src/db/client.ts';
import { openRedis } from '../src/lib/redis.ts';
import { TEMPLATE_DATABASE } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresUrl: string;
    /** A Redis server the limits' tests count in too; empty when none answers (CI starts one). */
    redisUrl: string;
    apiBuild: string;
  }
}

/**
 * Migrates once: a PGlite snapshot each test file loads, or a PostgreSQL template database. Builds the API once for the
 * tests that start it as a process, as `npm start` runs it, in a folder of this run's own (the e2e builds apps/api/dist
 * at the same time) beside the workspace's node_modules, which the build imports its dependencies from.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
  project.provide('postgresUrl', postgresUrl);
  project.provide('pgliteSnapshot', postgresUrl ? '' : await pgliteSnapshot());
  if (postgresUrl) await createTemplate(postgresUrl);
  project.provide('redisUrl', await reachableRedis(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'));
  const outdir = await apiBuild();
  project.provide('apiBuild', outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}

async function reachableRedis(url: string) {
  try {
    const redis = await openRedis(url, '');
    await redis.quit();
    return url;
  } catch {
    console.warn(`No Redis at ${url}: the limits are not tested in Redis (set TEST_REDIS_URL, or start redis-server)`);
    return '';
  }
}

async function apiBuild() {
  const builds = fileURLToPath(new URL('./dist', import.meta.url));
  mkdirSync(builds, { recursive: true });
  const outdir = mkdtempSync(join(builds, 'api-'));
  await buildApi(outdir);
  return outdir;
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
  await adminQuery(url, `update pg_database set datistemplate = false where datname = '${TEMPLATE_DATABASE}'`);
  await recreateDatabase(url, TEMPLATE_DATABASE);
  const template = await openDatabase({ kind: 'postgres', url: withDatabase(url, TEMPLATE_DATABASE), poolSize: 1 });
  await migrate(template.db);
  await template.close();
}

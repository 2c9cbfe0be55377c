import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK = 4_242_001;

/**
 * Applies the versioned SQL migrations in one transaction. The advisory lock makes
 * several processes starting at once on one PostgreSQL take turns. `first` stops after that many: a database as it
 * stood before a later migration, for the test of that migration.
 */
export async function migrate(db: Db, { first }: { first?: number } = {}): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder }).slice(0, first);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      hash text primary key, created_at bigint not null, applied_at timestamptz not null default now())`);
    const applied = await tx.execute(sql`select hash from schema_migrations`);
    const done = new Set(rows<{ hash: string }>(applied).map((row) => row.hash));
    let count = 0;
    for (const migration of migrations) {
      if (done.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into schema_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      count += 1;
    }
    return count;
  });
}

/** node-postgres answers { rows }, PGlite answers { rows } too; both through drizzle's execute. */
export function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Whether every migration this build holds is applied: a process of a newer build waits for its migration. */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const hashes = readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
  const applied = await db.execute(sql`select hash from schema_migrations`);
  const done = new Set(rows<{ hash: string }>(applied).map((row) => row.hash));
  return hashes.every((hash) => done.has(hash));
}

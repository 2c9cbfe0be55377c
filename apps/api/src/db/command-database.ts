import type { Config } from '../config.ts';
import { openDatabase, type Db } from './client.ts';
import { migrate } from './migrate.ts';

/**
 * For a command run beside the server (or, on PGlite, while it is stopped): the configured database, migrated,
 * closed once `work` is done.
 */
export async function withMigratedDatabase<T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  try {
    await migrate(database.db);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

import { ConfigError, SANDBOX_ETG_KEY, loadConfig, partnerOrigin } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { importCatalogue } from './modules/hotels/catalogue-import.ts';
import { createHotelsRepository } from './modules/hotels/hotels.repository.ts';
import { createEtgClient } from './partner/etg-client.ts';

/** `npm run catalogue:import`: imports the partner's dumps again (running servers pick it up on restart). */
async function run() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  await migrate(database.db);
  const emulator = config.etg ? undefined : await startSandbox();
  try {
    const etg = config.etg ?? { ...SANDBOX_ETG_KEY, baseUrl: emulator!.url };
    const { hotelCount, regionCount } = (await importCatalogue(
      createEtgClient(etg),
      createHotelsRepository(database.db),
      {
        partnerOrigin: partnerOrigin(config),
      },
    ))!;
    console.log(
      `Imported ${hotelCount} hotels in ${regionCount} regions from ${config.etg ? 'ETG' : 'the sandbox ETG'}.`,
    );
  } finally {
    await emulator?.close();
    await database.close();
  }
}

async function startSandbox() {
  const { startEtgEmulator } = await import('@bidstay/sandbox/etg');
  return startEtgEmulator({ port: 0, ...SANDBOX_ETG_KEY });
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Catalogue import failed: ${(error as Error).message}`);
  process.exit(1);
});

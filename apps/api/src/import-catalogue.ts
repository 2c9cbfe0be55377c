import { ConfigError, SANDBOX_ETG_KEY, loadConfig, partnerOrigin } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { importCatalogue } from './modules/hotels/catalogue-import.ts';
import { createHotelsRepository } from './modules/hotels/hotels.repository.ts';
import { createEtgClient } from './partner/etg-client.ts';
import { startSandboxEtg } from './sandbox-emulators.ts';

/** `npm run catalogue:import`: imports the partner's dumps again (running servers pick it up on restart). */
async function run() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  await migrate(database.db);
  const emulator = config.etg ? undefined : await startSandboxEtg();
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

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Catalogue import failed: ${(error as Error).message}`);
  process.exit(1);
});

import { ConfigError, SANDBOX_ETG_KEY, loadConfig, partnerOrigin } from './config.ts';
import { withMigratedDatabase } from './db/command-database.ts';
import { importCatalogue } from './modules/hotels/catalogue-import.ts';
import { createHotelsRepository } from './modules/hotels/hotels.repository.ts';
import { createEtgClient } from './partner/etg-client.ts';
import { startSandboxEtg } from './sandbox-emulators.ts';

/** `npm run catalogue:import`: imports the partner's dumps again (running servers pick it up on restart). */
async function run() {
  const config = loadConfig();
  const emulator = config.etg ? undefined : await startSandboxEtg();
  try {
    const etg = config.etg ?? { ...SANDBOX_ETG_KEY, baseUrl: emulator!.url };
    const { hotelCount, regionCount } = (await withMigratedDatabase(config, (db) =>
      importCatalogue(createEtgClient(etg), createHotelsRepository(db), { partnerOrigin: partnerOrigin(config) }),
    ))!;
    console.log(
      `Imported ${hotelCount} hotels in ${regionCount} regions from ${config.etg ? 'ETG' : 'the sandbox ETG'}.`,
    );
  } finally {
    await emulator?.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Catalogue import failed: ${(error as Error).message}`);
  process.exit(1);
});

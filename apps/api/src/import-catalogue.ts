import { hostname } from 'node:os';
import { systemClock } from './lib/clock.ts';
import { ConfigError, SANDBOX_ETG_KEY, loadConfig, partnerOrigin } from './config.ts';
import { withMigratedDatabase } from './db/command-database.ts';
import { importCatalogue } from './modules/hotels/catalogue-import.ts';
import { createHotelsRepository } from './modules/hotels/hotels.repository.ts';
import { createEtgClient } from './partner/etg-client.ts';
import { startSandboxEtg } from './sandbox-emulators.ts';

/**
 * `npm run catalogue:import` (`-- --incremental` for the day's changes): imports the partner's
 * dumps while servers run; they read the catalogue from the database.
 */
async function run() {
  const config = loadConfig();
  const emulator = config.etg ? undefined : await startSandboxEtg();
  try {
    const etg = config.etg ?? { ...SANDBOX_ETG_KEY, baseUrl: emulator!.url };
    const result = await withMigratedDatabase(config, (db) =>
      importCatalogue(createEtgClient(etg), createHotelsRepository(db), {
        kind: process.argv.includes('--incremental') ? 'incremental' : 'full',
        owner: `catalogue:import ${hostname()}:${process.pid}`,
        clock: systemClock,
        partnerOrigin: partnerOrigin(config),
      }),
    );
    console.log(
      result.outcome === 'done'
        ? `Imported ${result.hotelCount} hotels in ${result.regionCount} regions from ${config.etg ? 'ETG' : 'the sandbox ETG'}.`
        : 'Another process is importing the catalogue now; it goes on, and a process that stops leaves it to the next.',
    );
  } finally {
    await emulator?.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Catalogue import failed: ${(error as Error).message}`);
  process.exit(1);
});

import type { FastifyInstance } from 'fastify';
import { SANDBOX_ETG_KEY, SANDBOX_TILES, type Config } from './config.ts';

/** The partner's emulator on a port of its own, for a command that runs without the server. */
export async function startSandboxEtg() {
  const { startEtgEmulator } = await import('@bidstay/sandbox/etg');
  return startEtgEmulator({ port: 0, ...SANDBOX_ETG_KEY });
}

/**
 * The emulators of the parties that have no real keys or address, under /sandbox/… of this process, on the keys this
 * start generated: only this process's own clients hold them.
 */
export async function sandboxEmulators(config: Config) {
  if (config.etg && config.stripe && config.mapTilesUrl) return undefined;
  const { etgEmulator } = await import('@bidstay/sandbox/etg');
  const { stripeEmulator } = await import('@bidstay/sandbox/stripe');
  const { tilesEmulator } = await import('@bidstay/sandbox/tiles');
  return async (app: FastifyInstance) => {
    if (!config.etg)
      await app.register(etgEmulator, { prefix: '/sandbox/etg', ...config.emulatorKeys.etg, dataDir: config.dataDir });
    if (!config.stripe) {
      await app.register(stripeEmulator, {
        prefix: '/sandbox/stripe',
        ...config.emulatorKeys.stripe,
        dataDir: config.dataDir,
        publicBaseUrl: config.publicUrl,
        webhookUrl: `http://127.0.0.1:${config.port}/api/payments/webhook`,
      });
    }
    if (!config.mapTilesUrl) await app.register(tilesEmulator, { prefix: SANDBOX_TILES.prefix });
  };
}

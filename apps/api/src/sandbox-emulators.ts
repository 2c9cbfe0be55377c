import type { FastifyInstance } from 'fastify';
import { SANDBOX_ETG_KEY, SANDBOX_PUSH_PREFIX, SANDBOX_TILES, type Config } from './config.ts';
import { loopbackOnly } from './plugins/loopback-only.ts';

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
  const pushService = config.nodeEnv !== 'production';
  if (config.etg && config.stripe && config.mapTilesUrl && !pushService) return undefined;
  const { etgEmulator } = await import('@bidstay/sandbox/etg');
  const { stripeEmulator } = await import('@bidstay/sandbox/stripe');
  const { tilesEmulator } = await import('@bidstay/sandbox/tiles');
  const { createPushService } = await import('@bidstay/sandbox/push');
  return async (app: FastifyInstance) => {
    if (pushService)
      await mountPushService(
        app,
        createPushService({ origin: () => config.publicUrl, prefix: SANDBOX_PUSH_PREFIX }),
        config,
      );
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

type SandboxPush = { plugin: (app: FastifyInstance) => Promise<void>; list(): unknown[]; page(): string };

/** The sandbox push service under /sandbox/push, and what arrived at /dev/push and /api/dev/push, from this machine only. */
async function mountPushService(app: FastifyInstance, push: SandboxPush, config: Config) {
  await app.register(push.plugin, { prefix: SANDBOX_PUSH_PREFIX });
  const onRequest = loopbackOnly(config.publicUrl);
  app.get('/dev/push', { schema: { hide: true }, onRequest }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(push.page()),
  );
  app.get('/api/dev/push', { schema: { hide: true }, onRequest }, async () => push.list());
}

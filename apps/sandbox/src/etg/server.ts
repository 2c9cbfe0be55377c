import Fastify from 'fastify';
import { etgEmulator, type EtgEmulatorOptions } from './plugin.ts';

export type StandaloneOptions = EtgEmulatorOptions & { port?: number; host?: string };

export type RunningEtgEmulator = { url: string; close(): Promise<void> };

export const ETG_PREFIX = '/sandbox/etg';

export async function startEtgEmulator({
  port = 0,
  host = '127.0.0.1',
  ...options
}: StandaloneOptions): Promise<RunningEtgEmulator> {
  const app = Fastify({ logger: false });
  await app.register(etgEmulator, { prefix: ETG_PREFIX, ...options });
  const address = await app.listen({ port, host });
  return { url: `${address}${ETG_PREFIX}`, close: () => app.close() };
}

import Fastify from 'fastify';
import { stripeApi } from './api.ts';
import { createStripeContext, mountStripe, type StripeEmulatorOptions } from './plugin.ts';

export type StandaloneStripeOptions = StripeEmulatorOptions & { port?: number; host?: string };

export type RunningStripeEmulator = {
  /** Base of the prefixed routes, e.g. `http://127.0.0.1:8091/sandbox/stripe`. */
  url: string;
  host: string;
  port: number;
  protocol: 'http';
  close(): Promise<void>;
};

export const STRIPE_PREFIX = '/sandbox/stripe';

/** The SDK always calls `/v1/...` at the root of its host, so the standalone server answers the API there too. */
export async function startStripeEmulator({
  port = 0,
  host = '127.0.0.1',
  ...options
}: StandaloneStripeOptions): Promise<RunningStripeEmulator> {
  const app = Fastify({ logger: false });
  const context = createStripeContext(options, app.log);
  await app.register(stripeApi, { prefix: '/v1', context, checkoutPath: `${STRIPE_PREFIX}/checkout` });
  await app.register(mountStripe, { prefix: STRIPE_PREFIX, context });
  await app.listen({ port, host });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${bound}${STRIPE_PREFIX}`,
    host,
    port: bound,
    protocol: 'http',
    close: () => app.close(),
  };
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { stripeApi } from './api.ts';
import { checkoutRoutes } from './checkout.ts';
import { systemClock, type Clock } from './clock.ts';
import type { StripeContext } from './context.ts';
import { sweepExpired } from './sessions.ts';
import { setupRoutes } from './setup.ts';
import { createStripeStore } from './store.ts';
import { createWebhookSender } from './webhooks.ts';

export type StripeEmulatorOptions = {
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string;
  /** Objects are kept in `<dataDir>/stripe.json` and survive restarts. */
  dataDir?: string;
  clock?: Clock;
  /** Origin the browser reaches the emulator at, for checkout URLs; default: the API request's own origin. */
  publicBaseUrl?: string;
  webhookRetryDelayMs?: number;
  webhookAttempts?: number;
};

const SWEEP_MS = 60_000;

export function createStripeContext(options: StripeEmulatorOptions, log: FastifyBaseLogger): StripeContext {
  const clock = options.clock ?? systemClock;
  const webhooks = createWebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    clock,
    log,
    retryDelayMs: options.webhookRetryDelayMs,
    attempts: options.webhookAttempts,
  });
  const store = createStripeStore(options.dataDir);
  return { store, clock, webhooks, secretKey: options.secretKey, publicBaseUrl: options.publicBaseUrl };
}

/** The REST API under `<prefix>/v1/`, the checkout page under `<prefix>/checkout/` and the card-saving page under `<prefix>/setup/`, sharing one context. */
export async function mountStripe(app: FastifyInstance, { context }: { context: StripeContext }): Promise<void> {
  await app.register(stripeApi, { prefix: '/v1', context, checkoutPath: `${app.prefix}/checkout` });
  await app.register(checkoutRoutes, { prefix: '/checkout', context });
  await app.register(setupRoutes, { prefix: '/setup', context });
  const sweep = setInterval(() => sweepExpired(context), SWEEP_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    context.webhooks.stop();
  });
}

/** Stripe (API `/v1/...`, hosted checkout page, signed webhooks) as a Fastify plugin, e.g. under `/sandbox/stripe`. */
export async function stripeEmulator(app: FastifyInstance, options: StripeEmulatorOptions): Promise<void> {
  await mountStripe(app, { context: createStripeContext(options, app.log) });
}

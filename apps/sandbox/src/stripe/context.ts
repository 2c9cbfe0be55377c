import type { Clock } from './clock.ts';
import type { StripeStore } from './store.ts';
import type { WebhookSender } from './webhooks.ts';

export type StripeContext = {
  store: StripeStore;
  clock: Clock;
  webhooks: WebhookSender;
  secretKey: string;
  publicBaseUrl?: string;
};

export { stripeEmulator, type StripeEmulatorOptions } from './plugin.ts';
export {
  startStripeEmulator,
  STRIPE_PREFIX,
  type RunningStripeEmulator,
  type StandaloneStripeOptions,
} from './server.ts';
export { signatureHeader } from './webhooks.ts';
export type { Clock } from './clock.ts';
export { withBasePath } from './sdk-base-path.ts';

import { startStripeEmulator } from './index.ts';

const emulator = await startStripeEmulator({
  port: Number(process.env.STRIPE_PORT ?? 8091),
  secretKey: process.env.STRIPE_SECRET_KEY ?? 'sk_test_sandbox',
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_sandbox',
  webhookUrl: process.env.STRIPE_WEBHOOK_URL,
  dataDir: process.env.STRIPE_DATA_DIR,
});
console.log(`Sandbox Stripe emulator: API at http://${emulator.host}:${emulator.port}/v1, checkout at ${emulator.url}`);

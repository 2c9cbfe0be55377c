import { join } from 'node:path';
import { readJsonFile, writeJsonFile } from '../json-file.ts';
import type { Charge, CheckoutSession, LineItem, PaymentIntent, Price, Product, Refund } from './objects.ts';

export type StoredResponse = { fingerprint: string; status: number; body: unknown };

export type StripeData = {
  products: Record<string, Product>;
  prices: Record<string, Price>;
  sessions: Record<string, CheckoutSession>;
  lineItems: Record<string, LineItem[]>;
  paymentIntents: Record<string, PaymentIntent>;
  charges: Record<string, Charge>;
  refunds: Record<string, Refund>;
  idempotency: Record<string, StoredResponse>;
};

const FILE_NAME = 'stripe.json';

function empty(): StripeData {
  return {
    products: {},
    prices: {},
    sessions: {},
    lineItems: {},
    paymentIntents: {},
    charges: {},
    refunds: {},
    idempotency: {},
  };
}

/** Every Stripe object in memory, written to `<dataDir>/stripe.json` before each answer. */
export function createStripeStore(dataDir?: string) {
  const file = dataDir ? join(dataDir, FILE_NAME) : null;
  const data: StripeData = { ...empty(), ...(file ? readJsonFile<Partial<StripeData>>(file, {}) : {}) };

  function save(): void {
    if (file) writeJsonFile(file, data);
  }

  return { data, save };
}

export type StripeStore = ReturnType<typeof createStripeStore>;

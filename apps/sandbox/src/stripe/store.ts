import { join } from 'node:path';
import { readJsonFile, writeJsonFile } from '../json-file.ts';
import type {
  Charge,
  CheckoutSession,
  Customer,
  LineItem,
  PaymentIntent,
  PaymentMethod,
  Price,
  Product,
  Refund,
  SetupIntent,
} from './objects.ts';

export type StoredResponse = { fingerprint: string; status: number; body: unknown };

export type StripeData = {
  products: Record<string, Product>;
  prices: Record<string, Price>;
  sessions: Record<string, CheckoutSession>;
  lineItems: Record<string, LineItem[]>;
  paymentIntents: Record<string, PaymentIntent>;
  charges: Record<string, Charge>;
  refunds: Record<string, Refund>;
  customers: Record<string, Customer>;
  setupIntents: Record<string, SetupIntent>;
  paymentMethods: Record<string, PaymentMethod>;
  idempotency: Record<string, StoredResponse>;
};

const FILE_NAME = 'stripe.json';

/**
 * A collection by id, without a prototype: ids come from clients, and `constructor` or `__proto__` must be an id
 * nobody created, as at Stripe, not a property every object has.
 */
const collection = <T>(entries: Record<string, T> = {}): Record<string, T> =>
  Object.assign(Object.create(null) as Record<string, T>, entries);

function load(saved: Partial<StripeData>): StripeData {
  return {
    products: collection(saved.products),
    prices: collection(saved.prices),
    sessions: collection(saved.sessions),
    lineItems: collection(saved.lineItems),
    paymentIntents: collection(saved.paymentIntents),
    charges: collection(saved.charges),
    refunds: collection(saved.refunds),
    customers: collection(saved.customers),
    setupIntents: collection(saved.setupIntents),
    paymentMethods: collection(saved.paymentMethods),
    idempotency: collection(saved.idempotency),
  };
}

/** Every Stripe object in memory, written to `<dataDir>/stripe.json` before each answer. */
export function createStripeStore(dataDir?: string) {
  const file = dataDir ? join(dataDir, FILE_NAME) : null;
  const data = load(file ? readJsonFile<Partial<StripeData>>(file, {}) : {});

  function save(): void {
    if (file) writeJsonFile(file, data);
  }

  return { data, save };
}

export type StripeStore = ReturnType<typeof createStripeStore>;

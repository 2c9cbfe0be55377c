import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

function load(file: string | null): StripeData {
  if (!file) return empty();
  try {
    return { ...empty(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<StripeData>) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty();
    throw error;
  }
}

/** Every Stripe object in memory, written to `<dataDir>/stripe.json` (temp file + rename) after each change. */
export function createStripeStore(dataDir?: string) {
  const file = dataDir ? join(dataDir, FILE_NAME) : null;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const data = load(file);
  let writing: Promise<void> = Promise.resolve();
  let dirty = false;

  async function write(target: string): Promise<void> {
    dirty = false;
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(data));
    await rename(temp, target);
  }

  function save(): void {
    if (!file || dirty) return;
    dirty = true;
    writing = writing.then(() => write(file)).catch((error: Error) => process.emitWarning(error));
  }

  return { data, save, flush: () => writing };
}

export type StripeStore = ReturnType<typeof createStripeStore>;

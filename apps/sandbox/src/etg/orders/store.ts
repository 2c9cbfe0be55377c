import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Order } from './order.ts';

const FILE_NAME = 'etg-orders.json';
const FIRST_ORDER_ID = 100_000_001;

function load(file: string | null): Order[] {
  if (!file) return [];
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Order[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Orders in memory, written to `<dataDir>/etg-orders.json` (temp file + rename) after each change. */
export function createOrderStore(dataDir?: string) {
  const file = dataDir ? join(dataDir, FILE_NAME) : null;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const orders = new Map(load(file).map((order) => [order.partnerOrderId, order]));
  let nextId = Math.max(FIRST_ORDER_ID - 1, ...[...orders.values()].map((order) => order.orderId)) + 1;
  let writing: Promise<void> = Promise.resolve();
  let dirty = false;

  async function write(target: string): Promise<void> {
    dirty = false;
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify([...orders.values()]));
    await rename(temp, target);
  }

  function save(): void {
    if (!file || dirty) return;
    dirty = true;
    writing = writing.then(() => write(file)).catch((error: Error) => process.emitWarning(error));
  }

  return {
    get: (partnerOrderId: string) => orders.get(partnerOrderId),
    all: () => [...orders.values()],
    nextOrderId: () => nextId++,
    add(order: Order): void {
      orders.set(order.partnerOrderId, order);
      save();
    },
    save,
    flush: () => writing,
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;

import { join } from 'node:path';
import { readJsonFile, writeJsonFile } from '../../json-file.ts';
import type { Order } from './order.ts';

const FILE_NAME = 'etg-orders.json';
const FIRST_ORDER_ID = 100_000_001;

/** Orders in memory, written to `<dataDir>/etg-orders.json` before each answer. */
export function createOrderStore(dataDir?: string) {
  const file = dataDir ? join(dataDir, FILE_NAME) : null;
  const orders = new Map((file ? readJsonFile<Order[]>(file, []) : []).map((order) => [order.partnerOrderId, order]));
  let nextId = Math.max(FIRST_ORDER_ID - 1, ...[...orders.values()].map((order) => order.orderId)) + 1;

  function save(): void {
    if (file) writeJsonFile(file, [...orders.values()]);
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
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;

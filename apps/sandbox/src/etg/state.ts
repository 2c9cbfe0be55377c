import type { LiveCatalogue } from './catalogue/edition.ts';
import type { HashStore } from './hashes.ts';
import type { OrderStore } from './orders/store.ts';
import type { Clock } from './time.ts';

export type EtgState = {
  catalogue: LiveCatalogue;
  clock: Clock;
  hashes: HashStore;
  orders: OrderStore;
  finishPolls: number;
  /** When each partner_order_id last reached the booking form, for ETG's `lock`. */
  formAttempts: Map<string, number>;
};

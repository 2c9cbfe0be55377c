import type { Quote } from '../rates/quote.ts';

export type Guest = { first_name: string; last_name: string; is_child: boolean; age: number | null };

export type OrderStage = 'form' | 'processing' | 'completed' | 'failed' | 'cancelled';

export type Order = {
  orderId: number;
  itemId: number;
  partnerOrderId: string;
  quote: Quote;
  netEur: number;
  /** Booked straight from a hotelpage hash whose rate has meanwhile sold out. */
  soldOut: boolean;
  stage: OrderStage;
  failure: string | null;
  polls: number;
  createdAt: string;
  modifiedAt: string;
  formExpiresAt: string;
  finishedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  user: { email: string; phone: string } | null;
  comment: string | null;
  amountSellB2b2c: string | null;
  rooms: Guest[][];
  penaltyEur: number | null;
};

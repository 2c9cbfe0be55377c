import { roundMoney } from './commission.ts';

/** The smallest margin Bidstay keeps over the partner's net price when a bid is accepted. */
export const BID_MIN_MARGIN = 0.03;

/** ETG writes amounts as strings; a parsed rate may hold numbers. */
type Amount = string | number;
type PaymentTypeLike = {
  show_amount: Amount;
  commission_info?: { show?: { amount_gross?: Amount; amount_net?: Amount } } | null;
};
type RateLike = {
  payment_options: { payment_types: PaymentTypeLike[] };
  sell_price_limits?: { min_price?: Amount | null } | null;
};

function paymentType(rate: RateLike): PaymentTypeLike {
  const first = rate.payment_options.payment_types[0];
  if (!first) throw new Error('rate without a payment type');
  return first;
}

/** What the customer sees and pays at the listed price, for the whole stay (DESIGN §5 "Bid economics"). */
export function listedPrice(rate: RateLike): number {
  const type = paymentType(rate);
  return roundMoney(Number(type.commission_info?.show?.amount_gross ?? type.show_amount));
}

/** What Bidstay pays the partner, in the customer's currency. */
export function netPrice(rate: RateLike): number {
  const type = paymentType(rate);
  return roundMoney(Number(type.commission_info?.show?.amount_net ?? type.show_amount));
}

/** The lowest acceptable price: the partner's min_price, and never below net plus the minimum margin. */
export function bidFloor(rate: RateLike): number {
  const minPrice = Number(rate.sell_price_limits?.min_price ?? 0);
  return roundMoney(Math.max(minPrice, netPrice(rate) * (1 + BID_MIN_MARGIN)));
}

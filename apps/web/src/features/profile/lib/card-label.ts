import type { PaymentMethod } from '@bidstay/contract';

/** Stripe's brands are lower case ids; most read well capitalised, these are written otherwise. */
const BRANDS: Record<string, string> = { jcb: 'JCB', amex: 'AMEX' };

/** A saved card as people know it: "Visa •••• 4242". */
export function cardLabel(card: Pick<PaymentMethod, 'brand' | 'last4'>): string {
  const brand = BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}

/** Its expiry as printed on the card: 04/30. */
export const cardExpiry = (card: Pick<PaymentMethod, 'expMonth' | 'expYear'>) =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;

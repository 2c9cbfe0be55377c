import type { Card } from './objects.ts';

export type CardOutcome =
  | { result: 'paid'; brand: Card['brand'] }
  | { result: 'declined'; code: string; declineCode?: string; message: string };

const declined = (message: string, code: string, declineCode?: string): CardOutcome => ({
  result: 'declined',
  code,
  declineCode,
  message,
});

/** Stripe's documented test card numbers and what each one does. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { result: 'paid', brand: 'visa' },
  '4000056655665556': { result: 'paid', brand: 'visa' },
  '5555555555554444': { result: 'paid', brand: 'mastercard' },
  '4000000000000002': declined('Your card was declined.', 'card_declined', 'generic_decline'),
  '4000000000009995': declined('Your card has insufficient funds.', 'card_declined', 'insufficient_funds'),
  '4000000000000069': declined('Your card has expired.', 'expired_card'),
  '4000000000000127': declined("Your card's security code is incorrect.", 'incorrect_cvc'),
};

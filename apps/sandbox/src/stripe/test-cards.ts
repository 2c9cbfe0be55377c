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

const AUTHENTICATION_REQUIRED_CARD = '4000002760003184';

/** Stripe's documented test card numbers and what each one does when its holder pays. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { result: 'paid', brand: 'visa' },
  '4000056655665556': { result: 'paid', brand: 'visa' },
  '5555555555554444': { result: 'paid', brand: 'mastercard' },
  [AUTHENTICATION_REQUIRED_CARD]: { result: 'paid', brand: 'visa' },
  '4000000000000002': declined('Your card was declined.', 'card_declined', 'generic_decline'),
  '4000000000009995': declined('Your card has insufficient funds.', 'card_declined', 'insufficient_funds'),
  '4000000000000069': declined('Your card has expired.', 'expired_card'),
  '4000000000000127': declined("Your card's security code is incorrect.", 'incorrect_cvc'),
};

/** Stripe's test PaymentMethods, each the test card it stands for: using one makes a new PaymentMethod of that card. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_authenticationRequired: AUTHENTICATION_REQUIRED_CARD,
};

/** Each test card's last four digits are its own, so a saved card's outcome is known by them. */
export function testCardNumber(last4: string): string | undefined {
  return Object.keys(TEST_CARDS).find((number) => number.endsWith(last4));
}

/** A zero-amount check of the card: a card that only lacks funds is saved, one the bank declines is not. */
export function setupOutcome(number: string): CardOutcome {
  const outcome = TEST_CARDS[number] ?? declined('Your card was declined.', 'card_declined', 'generic_decline');
  return outcome.result === 'declined' && outcome.declineCode === 'insufficient_funds'
    ? { result: 'paid', brand: 'visa' }
    : outcome;
}

/**
 * A charge without its holder: the authentication card, saved without a challenge, asks for one on every charge,
 * which nobody is there to answer.
 */
export function offSessionOutcome(number: string): CardOutcome {
  if (number === AUTHENTICATION_REQUIRED_CARD) {
    return declined(
      'Your card was declined. This transaction requires authentication.',
      'authentication_required',
      'authentication_required',
    );
  }
  return TEST_CARDS[number] ?? declined('Your card was declined.', 'card_declined', 'generic_decline');
}

/** The same card with its holder there: the authentication it asks for is what the browser would show. */
export function onSessionNeedsAction(number: string): boolean {
  return number === AUTHENTICATION_REQUIRED_CARD;
}

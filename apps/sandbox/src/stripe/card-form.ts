import type { Clock } from './clock.ts';
import type { Form } from './form.ts';
import type { PaidCard } from './payments.ts';
import { TEST_CARDS, type CardOutcome } from './test-cards.ts';

export type CardField = 'number' | 'expiry' | 'cvc';

export type CardEntry = { number: string; expiry: string; cvc: string; name: string };

export type CardCheck =
  { ok: true; card: PaidCard; outcome: CardOutcome } | { ok: false; errors: Partial<Record<CardField, string>> };

function field(form: Form, name: keyof CardEntry): string {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
}

export function cardEntry(form: Form): CardEntry {
  return {
    number: field(form, 'number'),
    expiry: field(form, 'expiry'),
    cvc: field(form, 'cvc'),
    name: field(form, 'name'),
  };
}

function luhn(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
}

function numberError(digits: string): string | undefined {
  if (digits.length < 12) return 'Your card number is incomplete.';
  if (!luhn(digits) || !TEST_CARDS[digits]) return 'Your card number is incorrect.';
  return undefined;
}

function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

function expiryError(expiry: ReturnType<typeof parseExpiry>, now: Date): string | undefined {
  if (!expiry) return "Your card's expiration date is incomplete.";
  const endOfMonth = Date.UTC(expiry.year, expiry.month, 1);
  return endOfMonth <= now.getTime() ? "Your card's expiration date is in the past." : undefined;
}

/** Field messages as Stripe's card form words them; a well-formed test card yields its outcome. */
export function checkCard(entry: CardEntry, clock: Clock): CardCheck {
  const digits = entry.number.replace(/[\s-]/g, '');
  const expiry = parseExpiry(entry.expiry);
  const errors: Partial<Record<CardField, string>> = {
    number: /^\d*$/.test(digits) ? numberError(digits) : 'Your card number is incorrect.',
    expiry: expiryError(expiry, clock.now()),
    cvc: /^\d{3,4}$/.test(entry.cvc) ? undefined : "Your card's security code is incomplete.",
  };
  const outcome = TEST_CARDS[digits];
  if (!outcome || !expiry || Object.values(errors).some(Boolean)) return { ok: false, errors };
  const brand = outcome.result === 'paid' ? outcome.brand : 'visa';
  const card = {
    brand,
    last4: digits.slice(-4),
    exp_month: expiry.month,
    exp_year: expiry.year,
    name: entry.name || null,
  };
  return { ok: true, card, outcome };
}

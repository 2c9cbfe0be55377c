/** Fixed exchange rates from the contract currency, EUR. */
export const CURRENCIES = { EUR: 1, SEK: 11.5, USD: 1.08, GBP: 0.85 } as const;

export type Currency = keyof typeof CURRENCIES;

export const CONTRACT_CURRENCY: Currency = 'EUR';

export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

export function money(value: number): string {
  return roundCents(value).toFixed(2);
}

export function convert(eur: number, currency: Currency): number {
  return roundCents(eur * CURRENCIES[currency]);
}

export function sum(values: readonly number[]): number {
  return roundCents(values.reduce((total, value) => total + value, 0));
}

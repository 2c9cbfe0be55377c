import { listCountries } from '@bidstay/contract';

export const countries = listCountries();

export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}

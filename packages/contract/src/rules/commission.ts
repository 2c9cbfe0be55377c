import { COMMISSION_MULTIPLIER } from '../constants.ts';

export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** A cancellation penalty as the customer pays it: commission added, 2 decimals (SPEC §9). */
export function withCommission(amount: number): number {
  return roundMoney(amount * COMMISSION_MULTIPLIER);
}

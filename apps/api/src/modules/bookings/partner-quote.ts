import { randomUUID } from 'node:crypto';
import type { CancellationInfo } from '@bidstay/contract';
import type { PartnerError } from '../../partner/partner-error.ts';
import type { CancellationPenalties, PaymentType, Rate } from '../../partner/etg-types.ts';

/** Ours, unique per booking attempt; the partner keys every later call on it (PARTNER.md §3.6). */
export const newPartnerOrderId = () => `bs-${randomUUID()}`;

/** Booking-form answers the partner says to meet with a new partner_order_id (PARTNER.md §3.6). */
export const retryWithNewOrderId = (error: PartnerError) =>
  error.transient || error.code === 'double_booking_form' || error.code === 'duplicate_reservation';

export const FORM_ATTEMPTS = 3;

export function paymentTypeOf(rate: Rate): PaymentType {
  const first = rate.payment_options.payment_types[0];
  if (!first) throw new Error('rate without a payment type');
  return first;
}

/** The rate's penalties in the customer's currency, as SPEC §3's booking states them. */
export function cancellationInfoOf(rate: Rate): CancellationInfo {
  const penalties: CancellationPenalties | undefined = paymentTypeOf(rate).cancellation_penalties;
  return {
    free_cancellation_before: penalties?.free_cancellation_before ?? null,
    policies: (penalties?.policies ?? []).map((policy) => {
      const gross = (policy as { commission_info?: { show?: { amount_gross?: string } } }).commission_info?.show
        ?.amount_gross;
      return {
        start_at: policy.start_at,
        end_at: policy.end_at,
        penalty: {
          amount: gross ?? policy.amount_show,
          currency_code: paymentTypeOf(rate).show_currency_code,
          amount_info: gross ? { amount_gross: gross } : null,
        },
      };
    }),
  };
}

export function mealOf(rate: Rate): string | null {
  const meal = (rate.meal_data as { value?: string } | undefined)?.value ?? rate.meal;
  return meal || null;
}

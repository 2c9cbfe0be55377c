import { t } from '@lingui/core/macro';
import type { BookingStatus } from '@bidstay/contract';

/** How the back office names a booking's own status (the customer sees the partner's word for it). */
export const bookingStatusLabels: Record<BookingStatus, { label: string; variant: string }> = {
  quoted: {
    get label() {
      return t`Quoted`;
    },
    variant: 'light',
  },
  paid: {
    get label() {
      return t`Paid`;
    },
    variant: 'info',
  },
  processing: {
    get label() {
      return t`Processing`;
    },
    variant: 'warning',
  },
  confirmed: {
    get label() {
      return t`Confirmed`;
    },
    variant: 'success',
  },
  failed: {
    get label() {
      return t`Failed`;
    },
    variant: 'danger',
  },
  refunded: {
    get label() {
      return t`Refunded`;
    },
    variant: 'secondary',
  },
  cancelled: {
    get label() {
      return t`Cancelled`;
    },
    variant: 'secondary',
  },
  expired: {
    get label() {
      return t`Expired`;
    },
    variant: 'light',
  },
};

/** What the refund dialog asks for: the amount typed, or all that is left when none is. */
export const refundTotal = (typed: number | undefined, refundable: number) => typed ?? refundable;

/** A refund attempt: its amount (undefined for all that is left) and the request id the API keys it by. */
export type RefundAttempt = { amount: number | undefined; requestId: string };

/**
 * The attempt to send: the previous one again for the same amount (its answer may have been lost, and the API refunds
 * a request id once), else a new request.
 */
export const nextAttempt = (
  previous: RefundAttempt | undefined,
  amount: number | undefined,
  newId: () => string,
): RefundAttempt => (previous && previous.amount === amount ? previous : { amount, requestId: newId() });

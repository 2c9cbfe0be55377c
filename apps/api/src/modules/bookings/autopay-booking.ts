import type { AutopayFailure } from '@bidstay/contract';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import type { Queue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentsClient } from '../../payments/stripe-client.ts';
import type { BidsService } from '../bids/bids.service.ts';
import type { PaymentMethodsService } from '../payments/payment-methods.service.ts';
import type { BookingProcess } from './booking-process.ts';
import { quoteExpiresAt } from './booking-views.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';
import type { BookingsService } from './bookings.service.ts';

type Deps = {
  clock: Clock;
  queue: Queue;
  payments: PaymentsClient;
  repository: BookingsRepository;
  bids: BidsService;
  cards: Pick<PaymentMethodsService, 'savedCard' | 'stripeCustomerOf'>;
  quote: BookingsService['quote'];
  process: BookingProcess;
};

/**
 * The partner asks for the booking customer's address: the one the customer bid from. A bid made before that was kept
 * names ours, as a travel agent booking for a client does.
 */
const AGENT_IP = '127.0.0.1';
const PAID_STATUSES = new Set(['paid', 'processing', 'confirmed', 'cancelled']);

/** The charges of an autopay bid whose job failed for good that no booking holds, given back; retried on its own. */
export const BID_AUTOPAY_REFUND_JOB = defineJob('bid-autopay-refund', z.object({ bidId: z.string() }));

/** Stripe's idempotency key of a bid's one charge: a job run again, or a crash mid-way, charges it once. */
export const autopayChargeKey = (bidId: string) => `autopay-${bidId}`;

export type AutopayBooking = ReturnType<typeof createAutopayBooking>;

/**
 * An accepted autopay bid's job: the partner's quote (a young one kept from a run before), its guests named from the
 * bid, the saved card charged off-session, then the paid path's booking; a refused charge falls back to pay-by
 * (docs/autopay.md).
 */
export function createAutopayBooking({ clock, queue, payments, repository, bids, cards, quote, process }: Deps) {
  /** A quote of the bid still young enough to be paid, or a new one; null when the partner no longer has the rate. */
  async function quoteOf(bid: {
    id: string;
    customerId: string;
    autopayCustomerIp: string | null;
  }): Promise<BookingRow | null> {
    const made = await repository.ofBid(bid.id);
    const young = made.find((row) => row.status === 'quoted' && clock.now() < quoteExpiresAt(row));
    if (young) return young;
    try {
      const quoted = await quote(bid.customerId, { bid_id: bid.id }, bid.autopayCustomerIp ?? AGENT_IP);
      return (await repository.find(quoted.partner_order_id)) ?? null;
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict') return null;
      throw error;
    }
  }

  async function fallBack(bidId: string, failure: AutopayFailure) {
    await bids.fallBackToPayBy(bidId, failure);
  }

  async function chargeAndBook(bidId: string) {
    const bid = await bids.autopayBid(bidId);
    if (!bid) return;
    const made = await repository.ofBid(bidId);
    if (made.some((row) => PAID_STATUSES.has(row.status))) return;
    const card = await cards.savedCard(bid.customerId, bid.autopayPaymentMethod).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (!card) return fallBack(bidId, 'card_declined');
    const quoted = await quoteOf(bid);
    if (!quoted) return fallBack(bidId, 'rate_unavailable');
    const named = await repository.transition(quoted.id, ['quoted'], {
      guestNames: bid.guestNames,
      updatedAt: clock.now(),
    });
    if (!named) return;
    const outcome = await payments.chargeOffSession({
      customer: card.stripeCustomerId,
      paymentMethod: card.paymentMethodId,
      amount: quoted.amount,
      currency: quoted.currency,
      key: autopayChargeKey(bidId),
      metadata: { bid_id: bidId },
    });
    if (!outcome.paid) return fallBack(bidId, outcome.failure);
    await process.confirmCharge(named, outcome.paymentIntent);
  }

  /**
   * The job failed for good (the partner or Stripe down past its tries): the bid is paid by hand by its deadline, and
   * a charge a try made before failing goes back. The refund is queued first, so a bid told to pay never keeps one.
   */
  async function giveUp(bidId: string) {
    await queue.enqueue(BID_AUTOPAY_REFUND_JOB, { bidId }, { dedupeKey: `${BID_AUTOPAY_REFUND_JOB.name}:${bidId}` });
    await fallBack(bidId, 'service_unavailable');
  }

  /** Refunds each charge of the bid at Stripe that no paid booking of it holds, with the key a duplicate's refund uses. */
  async function refundStrayCharges(bidId: string) {
    const customerId = await bids.customerOfBid(bidId);
    const stripeCustomer = customerId && (await cards.stripeCustomerOf(customerId));
    if (!stripeCustomer) return;
    const made = await repository.ofBid(bidId);
    const held = new Set(made.filter((row) => PAID_STATUSES.has(row.status)).map((row) => row.stripePaymentIntent));
    for (const intent of await payments.chargesOfBid(stripeCustomer, bidId))
      if (!held.has(intent)) await payments.refund(intent, intent);
  }

  return { chargeAndBook, giveUp, refundStrayCharges };
}

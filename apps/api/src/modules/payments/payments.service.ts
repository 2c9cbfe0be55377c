import { messages, type CheckoutSession, type PaymentsConfig, type Product } from '@bidstay/contract';
import type { Queue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentsClient } from '../../payments/stripe-client.ts';
import { nightsOf, quoteExpiresAt } from '../bookings/booking-views.ts';
import type { BookingRow, BookingsService } from '../bookings/bookings.service.ts';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { PAYMENT_METHOD_SAVE_JOB } from './payment-methods.service.ts';

/** Stripe's shortest session; with the quote's 25 minutes it ends before the partner's 60-minute form. */
/** A Stripe event about a checkout session, run by the bookings module. */
export const PAYMENT_CONFIRM_JOB = defineJob('payment-confirm', z.object({ sessionId: z.string() }));

const SESSION_LIFETIME_MS = 31 * 60 * 1000;
const CONFIRMING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const SANDBOX_CHECKOUT_PATH = '/sandbox/stripe/checkout';

type Deps = {
  clock: Clock;
  queue: Queue;
  payments: PaymentsClient;
  bookings: BookingsService;
  publicUrl: string;
  config: PaymentsConfig;
  customerEmail: (customerId: string) => Promise<{ email: string }>;
};

export type SessionRequest =
  | { mode: 'embedded'; priceId: string; successPath: string }
  | { mode: 'hosted'; priceId: string; successPath: string; cancelPath?: string };

export type PaymentsService = ReturnType<typeof createPaymentsService>;

const withSessionId = (url: string) => `${url}${url.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;

export function createPaymentsService({ clock, queue, payments, bookings, publicUrl, config, customerEmail }: Deps) {
  /** Only an unpaid quote, with its guests named and young enough to be paid before the partner's form expires. */
  function requirePayable(row: BookingRow) {
    if (row.status !== 'quoted') throw new AppError('conflict', messages.bookings.alreadyPaid);
    if (!row.guestNames) {
      throw new AppError('invalid_input', messages.bookings.guestsMissing, { rooms: messages.bookings.guestsMissing });
    }
    if (clock.now() >= quoteExpiresAt(row)) throw new AppError('conflict', messages.bookings.quoteExpired);
  }

  return {
    config: () => config,

    /** The booking's own price, from the server's record: the client names the booking, never the amount. */
    async createProduct(customerId: string, partnerOrderId: string): Promise<Product> {
      const row = await bookings.ownBooking(customerId, partnerOrderId);
      if (row.status !== 'quoted') throw new AppError('conflict', messages.bookings.alreadyPaid);
      const nights = nightsOf(row);
      const { productId, priceId } = await payments.createPrice({
        key: row.id,
        name: `${row.hotelName}, ${row.roomName}, ${nights} night${nights === 1 ? '' : 's'} from ${row.checkIn}`,
        amount: row.amount,
        currency: row.currency,
        reference: row.partnerOrderId,
      });
      await bookings.recordPrice(row.id, { productId, priceId });
      return { productId, priceId, amount: row.amount, currency: row.currency };
    },

    async createSession(customerId: string, request: SessionRequest): Promise<CheckoutSession> {
      const row = await bookings.bookingOfPrice(customerId, request.priceId);
      if (!row) throw new AppError('not_found', messages.bookings.unknownPrice);
      requirePayable(row);
      const { email } = await customerEmail(customerId);
      const base = {
        priceId: request.priceId,
        reference: row.partnerOrderId,
        customerEmail: email,
        expiresAt: new Date(clock.now().getTime() + SESSION_LIFETIME_MS),
      };
      const successUrl = withSessionId(`${publicUrl}${request.successPath}`);
      const session = await payments.createCheckoutSession(
        request.mode === 'embedded'
          ? { ...base, mode: 'embedded', returnUrl: successUrl }
          : {
              ...base,
              mode: 'hosted',
              successUrl,
              cancelUrl: request.cancelPath && `${publicUrl}${request.cancelPath}`,
            },
      );
      await bookings.recordCheckoutSession(row.id, session.id);
      const embedded = request.mode === 'embedded';
      return {
        sessionId: session.id,
        clientSecret: embedded ? session.client_secret : null,
        url: embedded ? null : session.url,
        embedUrl: embedded && config.provider === 'sandbox' ? `${SANDBOX_CHECKOUT_PATH}/${session.id}` : null,
      };
    },

    /** Verified, then handed to a job: the answer is quick and a crash loses nothing. */
    async receiveWebhook(payload: Buffer, signature: string) {
      let event;
      try {
        event = payments.verifyWebhook(payload, signature);
      } catch {
        throw new AppError('invalid_input', 'The webhook signature is not valid.');
      }
      const session = event.data.object as { object?: string; id?: string };
      if (event.type === 'setup_intent.succeeded' && session.object === 'setup_intent' && session.id) {
        await queue.enqueue(
          PAYMENT_METHOD_SAVE_JOB,
          { setupIntentId: session.id },
          { dedupeKey: `stripe:${event.id}` },
        );
        return;
      }
      if (session.object !== 'checkout.session' || !session.id) return;
      if (CONFIRMING_EVENTS.has(event.type) || event.type === 'checkout.session.expired') {
        await queue.enqueue(PAYMENT_CONFIRM_JOB, { sessionId: session.id }, { dedupeKey: `stripe:${event.id}` });
      }
    },
  };
}

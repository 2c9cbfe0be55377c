import type { AutopayFailure } from '@bidstay/contract';
import Stripe from 'stripe';

export type StripeClientOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Where the API lives when it is not api.stripe.com: the sandbox emulator. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  httpClient?: Stripe.HttpClient;
};

export type CheckoutRequest = {
  priceId: string;
  reference: string;
  customerEmail: string;
  expiresAt: Date;
} & ({ mode: 'embedded'; returnUrl: string } | { mode: 'hosted'; successUrl: string; cancelUrl?: string });

export type PaymentsClient = ReturnType<typeof createStripeClient>;

/** A saved card charged without its holder; the key, derived from what is paid for, makes a retry the same charge. */
export type OffSessionCharge = {
  customer: string;
  paymentMethod: string;
  amount: number;
  currency: string;
  key: string;
  metadata: Record<string, string>;
};

export type ChargeOutcome =
  { paid: true; paymentIntent: string } | { paid: false; failure: AutopayFailure; paymentIntent: string | null };

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Stripe's word for a card that cannot be charged without its holder, whatever the bank's reason. */
const failureOf = (error: Stripe.errors.StripeCardError): AutopayFailure =>
  error.code === 'authentication_required' || error.decline_code === 'authentication_required'
    ? 'authentication_required'
    : 'card_declined';

const WEBHOOK_TOLERANCE_S = 5 * 60;

/** Stripe counts in the currency's smallest unit; every currency Bidstay sells in has two decimals. */
export const toMinorUnits = (amount: number) => Math.round(amount * 100);

/** Stripe not answering, or failing on its side: no fault of the request, and worth another try later. */
export const isStripeOutage = (error: unknown) =>
  error instanceof Stripe.errors.StripeConnectionError ||
  error instanceof Stripe.errors.StripeAPIError ||
  error instanceof Stripe.errors.StripeRateLimitError;

/**
 * The one timestamp of a `Stripe-Signature` header, NaN when it names none or several: the SDK verifies the last one,
 * so checking any other would let a second `t=` carry a signature made ahead.
 */
function signedAt(signature: string): number {
  const timestamps = signature.split(',').filter((item) => item.split('=')[0] === 't');
  return timestamps.length === 1 ? Number(timestamps[0]!.slice('t='.length)) : Number.NaN;
}

/** The one payment client: the official SDK, pointed at Stripe or at the sandbox emulator. */
export function createStripeClient(options: StripeClientOptions) {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    httpClient: options.httpClient,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  return {
    /** A product and its one-off price for one booking; the idempotency keys make a repeat return the same. */
    async createPrice(input: { key: string; name: string; amount: number; currency: string; reference: string }) {
      const metadata = { partner_order_id: input.reference };
      const product = await stripe.products.create(
        { name: input.name, metadata },
        { idempotencyKey: `product-${input.key}` },
      );
      const price = await stripe.prices.create(
        {
          product: product.id,
          unit_amount: toMinorUnits(input.amount),
          currency: input.currency.toLowerCase(),
          metadata,
        },
        { idempotencyKey: `price-${input.key}` },
      );
      return { productId: product.id, priceId: price.id };
    },

    async createCheckoutSession(request: CheckoutRequest) {
      const redirects =
        request.mode === 'embedded'
          ? { ui_mode: 'embedded' as const, return_url: request.returnUrl }
          : { ui_mode: 'hosted' as const, success_url: request.successUrl, cancel_url: request.cancelUrl };
      return stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: request.priceId, quantity: 1 }],
        client_reference_id: request.reference,
        customer_email: request.customerEmail,
        metadata: { partner_order_id: request.reference },
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        ...redirects,
      });
    },

    /** The session, or null when Stripe knows no such session. */
    async retrieveSession(sessionId: string): Promise<Stripe.Checkout.Session | null> {
      try {
        return await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },

    /**
     * Gives back `amount` (all of it when absent); the key makes a retried refund the same refund. Null when the charge
     * has nothing, or less than `amount`, left to give back.
     */
    async refund(paymentIntent: string, key: string, amount?: number) {
      try {
        return await stripe.refunds.create(
          { payment_intent: paymentIntent, ...(amount !== undefined && { amount: toMinorUnits(amount) }) },
          { idempotencyKey: `refund-${key}` },
        );
      } catch (error) {
        const refused =
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          (error.code === 'charge_already_refunded' || error.param === 'amount');
        if (refused) return null;
        throw error;
      }
    },

    /** The account's Customer at Stripe; the key makes two first set-ups at once make one. */
    async createCustomer(input: { accountId: string; email: string; name: string }) {
      const customer = await stripe.customers.create(
        { email: input.email, name: input.name || undefined, metadata: { customer_id: input.accountId } },
        { idempotencyKey: `customer-${input.accountId}` },
      );
      return customer.id;
    },

    /** A card to save for charges made later without the customer (`usage: off_session`). */
    async createSetupIntent(customer: string, accountId: string) {
      return stripe.setupIntents.create({
        customer,
        usage: 'off_session',
        metadata: { customer_id: accountId },
      });
    },

    /** The set-up, or null when Stripe knows no such one. */
    async retrieveSetupIntent(id: string): Promise<Stripe.SetupIntent | null> {
      try {
        return await stripe.setupIntents.retrieve(id);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    retrievePaymentMethod: (id: string) => stripe.paymentMethods.retrieve(id),

    /** Detached once; a card already detached is left as it is. */
    async detachPaymentMethod(id: string) {
      try {
        await stripe.paymentMethods.detach(id);
      } catch (error) {
        const gone =
          isMissing(error) ||
          (error instanceof Stripe.errors.StripeInvalidRequestError &&
            error.code === 'payment_method_unexpected_state');
        if (!gone) throw error;
      }
    },

    async setDefaultPaymentMethod(customer: string, paymentMethod: string) {
      await stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethod } });
    },

    /** A saved card charged at once without its holder: paid, or refused with the reason the customer is told. */
    async chargeOffSession(charge: OffSessionCharge): Promise<ChargeOutcome> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: toMinorUnits(charge.amount),
            currency: charge.currency.toLowerCase(),
            customer: charge.customer,
            payment_method: charge.paymentMethod,
            off_session: true,
            confirm: true,
            metadata: charge.metadata,
          },
          { idempotencyKey: charge.key },
        );
        if (intent.status === 'succeeded') return { paid: true, paymentIntent: intent.id };
        return { paid: false, failure: 'authentication_required', paymentIntent: intent.id };
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        return { paid: false, failure: failureOf(error), paymentIntent: error.payment_intent?.id ?? null };
      }
    },

    /** The succeeded charges a customer's PaymentIntents made for one bid (their metadata `bid_id`). */
    async chargesOfBid(customer: string, bidId: string): Promise<string[]> {
      const intents = await stripe.paymentIntents.list({ customer, limit: 100 });
      return intents.data
        .filter((intent) => intent.status === 'succeeded' && intent.metadata.bid_id === bidId)
        .map((intent) => intent.id);
    },

    /** Throws unless the payload carries a valid `Stripe-Signature` made with our webhook secret, within ±5 minutes. */
    verifyWebhook(payload: string | Buffer, signature: string) {
      const event = stripe.webhooks.constructEvent(payload, signature, options.webhookSecret, WEBHOOK_TOLERANCE_S);
      // The SDK refuses a timestamp too old, not one in the future: a signature made ahead would replay for hours.
      if (!(signedAt(signature) <= Date.now() / 1000 + WEBHOOK_TOLERANCE_S)) {
        throw new Error('Webhook timestamp in the future');
      }
      return event;
    },
  };
}

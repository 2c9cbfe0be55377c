import { z } from 'zod';
import { partnerOrderIdSchema } from './bookings.ts';
import { messages } from './messages.ts';

/** A path of this site only: no scheme, no host, no `//` (no open redirect). */
export const sitePathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])[A-Za-z0-9/_\-.~%]*(\?[A-Za-z0-9_\-.~%=&]*)?$/, messages.fields.sitePath);

export const createProductBodySchema = z
  .object({ partner_order_id: partnerOrderIdSchema })
  .meta({ id: 'CreateProductBody' });

/** The price is the booking's, computed by the server. */
export const productSchema = z
  .object({ productId: z.string(), priceId: z.string(), amount: z.number(), currency: z.string() })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

const priceId = z.string().min(1).max(100);

export const embeddedSessionQuerySchema = z.object({
  priceId,
  successPath: sitePathSchema,
  mode: z.literal('embedded').default('embedded'),
});

export const hostedSessionQuerySchema = z.object({ priceId, returnPath: sitePathSchema, cancelPath: sitePathSchema });

export const checkoutSessionQuerySchema = z.object({
  priceId,
  successPath: sitePathSchema,
  cancelPath: sitePathSchema.optional(),
  mode: z.literal('hosted'),
});

export const checkoutSessionSchema = z
  .object({
    sessionId: z.string(),
    /** Embedded mode with a real publishable key: for Stripe's embedded checkout. */
    clientSecret: z.string().nullable(),
    /** Hosted mode: the page to send the customer to. */
    url: z.string().nullable(),
    /** Embedded mode on the sandbox: the emulator's card page, framed by our page. */
    embedUrl: z.string().nullable(),
  })
  .meta({ id: 'CheckoutSession' });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const paymentsConfigSchema = z
  .object({ provider: z.enum(['sandbox', 'stripe']), publishableKey: z.string().nullable() })
  .meta({ id: 'PaymentsConfig' });
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** A saved card as Stripe shows it: its brand, last four digits and expiry, never its number. */
export const paymentMethodSchema = z
  .object({
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    default: z.boolean(),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** A card to save: Stripe's SetupIntent, confirmed in the browser with Stripe's own JS. */
export const paymentMethodSetupSchema = z
  .object({
    setupIntentId: z.string(),
    clientSecret: z.string(),
    /** On the sandbox: the emulator's card page (add `return_url`), framed by our page; null with Stripe. */
    setupUrl: z.string().nullable(),
  })
  .meta({ id: 'PaymentMethodSetup' });
export type PaymentMethodSetup = z.infer<typeof paymentMethodSetupSchema>;

const stripeId = z.string().min(1).max(100);

/** The return page's word that a set-up finished: the card is read from Stripe, never from the client. */
export const confirmPaymentMethodBodySchema = z
  .object({ setupIntentId: stripeId })
  .meta({ id: 'ConfirmPaymentMethodBody' });

export const paymentMethodParamsSchema = z.object({ id: stripeId });

/**
 * Why an autopay bid's charge failed and it fell back to being paid by hand; `service_unavailable`: the partner or
 * Stripe stayed down through every try of the charge's job.
 */
export const AUTOPAY_FAILURES = [
  'card_declined',
  'authentication_required',
  'rate_unavailable',
  'service_unavailable',
] as const;
export type AutopayFailure = (typeof AUTOPAY_FAILURES)[number];

/** What My Bids says of an autopay bid whose charge failed, with what to do: it is now paid by hand. */
export const AUTOPAY_FAILURE_TEXT: Record<AutopayFailure, string> = {
  card_declined:
    /*i18n*/ 'Your card was declined when the hotel accepted, so nothing was charged. Pay now to book the room.',
  authentication_required:
    /*i18n*/ 'Your bank asks you to confirm this payment yourself, so we could not charge your card. Pay now to book the room.',
  rate_unavailable:
    /*i18n*/ 'We could not book the room for you automatically, so nothing was charged. Pay now to book it.',
  service_unavailable:
    /*i18n*/ 'We could not pay and book the room for you automatically; anything charged is refunded. Pay now to book it.',
};

export function autopayFailureText(reason: string | null): string | null {
  return reason !== null && reason in AUTOPAY_FAILURE_TEXT ? AUTOPAY_FAILURE_TEXT[reason as AutopayFailure] : null;
}

import type { FinishBookingBody } from '@bidstay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { createCheckoutSession } from '../api/create-checkout-session';
import { createEmbeddedSession } from '../api/create-embedded-session';
import { createProduct } from '../api/create-product';
import { finishBooking } from '../api/finish-booking';
import { paymentsConfigQueryOptions } from '../api/get-payments-config';

export type PaymentStep = 'guests' | 'price' | 'redirect';

/** The card form inside the booking page: the sandbox's card page in a frame, or Stripe's embedded checkout. */
export type EmbeddedPayment = { amount: number; currency: string } & (
  { kind: 'frame'; embedUrl: string } | { kind: 'stripe'; clientSecret: string; publishableKey: string }
);

type StartPayment = { body: FinishBookingBody; cancelPath: string };

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Guest names → the server's price → a checkout session: the sandbox's card page framed here, Stripe's
 * embedded checkout with a publishable key, else Stripe's hosted page. Paying lands on the confirmation page.
 */
export function useStartPayment() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<PaymentStep | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ body, cancelPath }: StartPayment): Promise<EmbeddedPayment | null> => {
      setStep('guests');
      await finishBooking(body);
      setStep('price');
      const [product, config] = await Promise.all([
        createProduct(body.partner_order_id),
        queryClient.ensureQueryData(paymentsConfigQueryOptions()),
      ]);
      const successPath = paths.bookingConfirmation.href();
      const price = { amount: product.amount, currency: product.currency };
      if (config.provider === 'sandbox') {
        const { embedUrl } = await createEmbeddedSession(product.priceId, successPath);
        if (embedUrl && isSitePath(embedUrl)) return { kind: 'frame', embedUrl, ...price };
      }
      if (config.provider === 'stripe' && config.publishableKey) {
        const { clientSecret } = await createEmbeddedSession(product.priceId, successPath);
        if (clientSecret) return { kind: 'stripe', clientSecret, publishableKey: config.publishableKey, ...price };
      }
      const { url } = await createCheckoutSession({ priceId: product.priceId, successPath, cancelPath });
      if (!url) throw new Error('The payment provider gave no payment page');
      setStep('redirect');
      window.location.assign(url);
      return null;
    },
    onError: () => setStep(null),
    onSuccess: (payment) => setStep(payment ? null : 'redirect'),
  });
  return { ...mutation, step };
}

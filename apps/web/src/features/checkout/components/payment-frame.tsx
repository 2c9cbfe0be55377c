import { lazy, Suspense, useEffect, useRef } from 'react';
import { formatMoney } from '@/lib/format';
import type { EmbeddedPayment } from '../hooks/use-start-payment';

const StripeCheckout = lazy(() => import('./stripe-checkout'));

/** The provider's card page inside ours; paying takes the whole window to the confirmation page. */
export function PaymentFrame({ payment }: { payment: EmbeddedPayment }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), [payment]);

  return (
    <section ref={section} aria-labelledby="payment-title" className="mt-4">
      <h2 id="payment-title" className="h5">
        Payment
      </h2>
      <p className="small text-body-secondary">
        You pay <strong className="text-body">{formatMoney(payment.amount, payment.currency)}</strong>. Your card
        details go straight to our payment provider; the booking is made once the payment goes through.
      </p>
      {payment.kind === 'frame' ? (
        <iframe title="Payment" src={payment.embedUrl} className="payment-frame" />
      ) : (
        <Suspense fallback={<div className="placeholder-glow payment-frame" aria-busy="true" />}>
          <StripeCheckout clientSecret={payment.clientSecret} publishableKey={payment.publishableKey} />
        </Suspense>
      )}
    </section>
  );
}

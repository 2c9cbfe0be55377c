import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo } from 'react';

type Props = { clientSecret: string; publishableKey: string };

/** Stripe's embedded checkout, loaded only with a real publishable key (DESIGN §2); the sandbox frames its own page. */
export default function StripeCheckout({ clientSecret, publishableKey }: Props) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <div className="payment-frame">
      <EmbeddedCheckoutProvider stripe={stripe} options={{ clientSecret }}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </div>
  );
}

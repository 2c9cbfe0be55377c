import { Trans, useLingui } from '@lingui/react/macro';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormAlert } from '@/components/form-alert';

type Props = { clientSecret: string; publishableKey: string; returnUrl: string };

function SetupForm({ returnUrl }: { returnUrl: string }) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const save = async () => {
    if (!stripe || !elements) return;
    setSaving(true);
    // On success Stripe sends the browser to `returnUrl`, which confirms the card; only a refusal comes back here.
    const { error } = await stripe.confirmSetup({ elements, confirmParams: { return_url: returnUrl } });
    setFailure(error.message ?? t`Your card could not be saved.`);
    setSaving(false);
  };
  return (
    <>
      <PaymentElement />
      <Button className="mt-3" onClick={() => void save()} disabled={!stripe || saving}>
        <Trans>Save card</Trans>
      </Button>
      <FormAlert text={failure} />
    </>
  );
}

/** Stripe's own card form for a SetupIntent, loaded only with a real publishable key; the sandbox frames its page. */
export default function StripeCardSetup({ clientSecret, publishableKey, returnUrl }: Props) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <div className="mt-3">
      <Elements stripe={stripe} options={{ clientSecret }}>
        <SetupForm returnUrl={returnUrl} />
      </Elements>
    </div>
  );
}

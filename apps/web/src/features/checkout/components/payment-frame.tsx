import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, type SyntheticEvent } from 'react';
import { formatMoney } from '@/lib/format';
import type { EmbeddedPayment } from '../hooks/use-start-payment';

const StripeCheckout = lazy(() => import('./stripe-checkout'));

/**
 * Makes a frame of our own origin as tall as its page, now and whenever the page grows (a declined card's message
 * pushed the test-mode note out of sight). A frame of another origin cannot be read and keeps its height.
 */
function fitToContent(event: SyntheticEvent<HTMLIFrameElement>) {
  const frame = event.currentTarget;
  let page: HTMLElement | undefined;
  try {
    page = frame.contentDocument?.documentElement;
  } catch {
    return;
  }
  if (!page?.ownerDocument.body) return;
  const fit = () => {
    const border = frame.offsetHeight - frame.clientHeight;
    frame.style.height = `${page.scrollHeight + border}px`;
  };
  new ResizeObserver(fit).observe(page.ownerDocument.body);
  fit();
}

/** The provider's card page inside ours; paying takes the whole window to the confirmation page. */
export function PaymentFrame({ payment }: { payment: EmbeddedPayment }) {
  const { t } = useLingui();
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), [payment]);

  return (
    <section ref={section} aria-labelledby="payment-title" className="mt-4">
      <h2 id="payment-title" className="h5">
        <Trans>Payment</Trans>
      </h2>
      <p className="small text-body-secondary">
        <Trans>
          You pay <strong className="text-body">{formatMoney(payment.amount, payment.currency)}</strong>. Your card
          details go straight to our payment provider; the booking is made once the payment goes through.
        </Trans>
      </p>
      {payment.kind === 'frame' ? (
        <iframe title={t`Payment`} src={payment.embedUrl} className="payment-frame" onLoad={fitToContent} />
      ) : (
        <Suspense fallback={<div className="placeholder-glow payment-frame" aria-busy="true" />}>
          <StripeCheckout clientSecret={payment.clientSecret} publishableKey={payment.publishableKey} />
        </Suspense>
      )}
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@bidstay/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useSearchParams } from 'react-router';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { useToast } from '@/components/toasts';
import { errorMessage } from '@/lib/error-message';
import {
  setUpCard,
  useConfirmCard,
  useMakeDefaultCard,
  usePaymentMethods,
  useRemoveCard,
} from '../api/payment-methods';
import { cardExpiry, cardLabel } from '../lib/card-label';

const StripeCardSetup = lazy(() => import('./stripe-card-setup'));

/** How the card is typed: the sandbox's card page framed, or Stripe's own form with a real key. */
type CardForm = { kind: 'frame'; src: string } | { kind: 'stripe'; clientSecret: string; publishableKey: string };

/** Where the card page sends the browser once the card is saved, with `setup_intent` and `redirect_status` added. */
const returnUrl = () => `${window.location.origin}${window.location.pathname}#payment`;

/** The provider's card page inside ours; saving the card takes the whole window back to this page. */
function CardFrame({ src }: { src: string }) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => frame.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }), []);
  return <iframe ref={frame} title={t`Add a card`} src={src} className="payment-frame mt-3" />;
}

/** The return from the card page: the set-up is confirmed (retried while Stripe has no card yet), then forgotten. */
function useSetupReturn() {
  const { t } = useLingui();
  const toast = useToast();
  const confirm = useConfirmCard();
  const [params, setParams] = useSearchParams();
  const setupIntentId = params.get('setup_intent');
  const status = params.get('redirect_status');
  const started = useRef(false);
  useEffect(() => {
    if (!setupIntentId || started.current) return;
    started.current = true;
    const forget = () =>
      setParams(
        (current) => {
          for (const name of ['setup_intent', 'setup_intent_client_secret', 'redirect_status']) current.delete(name);
          return current;
        },
        { replace: true },
      );
    if (status !== 'succeeded') {
      toast({ variant: 'danger', body: t`Your card was not saved. Please try again.` });
      return forget();
    }
    confirm.mutate(setupIntentId, {
      onSuccess: (card) => toast({ variant: 'success', body: t`${cardLabel(card)} is saved.` }),
      onError: (error) => toast({ variant: 'danger', body: errorMessage(error, t`Your card could not be saved.`) }),
      onSettled: forget,
    });
  }, [setupIntentId, status, confirm, setParams, toast, t]);
  return confirm.isPending;
}

function RemoveCardDialog({ card, onClose }: { card: PaymentMethod | null; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const remove = useRemoveCard();
  const label = card ? cardLabel(card) : '';
  const confirm = () =>
    card &&
    remove.mutate(card.id, {
      onSuccess: () => {
        toast({ variant: 'success', body: t`${label} is removed.` });
        onClose();
      },
      onError: (error) => toast({ variant: 'danger', body: errorMessage(error, t`The card could not be removed.`) }),
    });
  return (
    <Modal show={card !== null} onHide={onClose} centered aria-labelledby="remove-card-title">
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id="remove-card-title" className="h5">
          <Trans>Remove {label}?</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Trans>Bids set to pay automatically with this card will ask you to pay by hand if a hotel accepts them.</Trans>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          <Trans>Remove card</Trans>
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

function CardRow({ card, onRemove }: { card: PaymentMethod; onRemove: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const makeDefault = useMakeDefaultCard();
  const label = cardLabel(card);
  return (
    <li
      className="list-group-item bg-transparent d-flex flex-wrap align-items-center gap-2 px-0"
      data-testid="saved-card"
    >
      <i className="bi bi-credit-card fs-4 text-body-secondary" aria-hidden="true" />
      <span className="me-auto">
        <span className="fw-semibold d-block">{label}</span>
        <span className="small text-body-secondary">
          <Trans>Expires {cardExpiry(card)}</Trans>
        </span>
      </span>
      {card.default ? (
        <Badge bg="primary-subtle" text="primary-emphasis">
          <Trans>Default</Trans>
        </Badge>
      ) : (
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={makeDefault.isPending}
          aria-label={t`Make ${label} the default`}
          onClick={() =>
            makeDefault.mutate(card.id, {
              onError: (error) => toast({ variant: 'danger', body: errorMessage(error, t`Please try again.`) }),
            })
          }
        >
          <Trans>Make default</Trans>
        </Button>
      )}
      <Button variant="outline-danger" size="sm" aria-label={t`Remove ${label}`} onClick={onRemove}>
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

/** Profile → Payment: the saved cards, the default first, to pay bids automatically (docs/autopay.md). */
export function PaymentMethodsCard() {
  const { t } = useLingui();
  const toast = useToast();
  const cards = usePaymentMethods();
  const saving = useSetupReturn();
  const [form, setForm] = useState<CardForm | null>(null);
  const [opening, setOpening] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);

  const addCard = async () => {
    setOpening(true);
    try {
      const setup = await setUpCard();
      if (setup.setupUrl)
        setForm({ kind: 'frame', src: `${setup.setupUrl}&return_url=${encodeURIComponent(returnUrl())}` });
      else if (setup.publishableKey)
        setForm({ kind: 'stripe', clientSecret: setup.clientSecret, publishableKey: setup.publishableKey });
      else toast({ variant: 'danger', body: t`Cards cannot be added here just now.` });
    } catch (error) {
      toast({ variant: 'danger', body: errorMessage(error, t`Please try again.`) });
    } finally {
      setOpening(false);
    }
  };

  return (
    <section id="payment" className="card border-0 shadow-sm mt-4" aria-labelledby="payment-title">
      <div className="card-body p-3 p-sm-4">
        <h2 id="payment-title" className="h5 mb-1">
          <Trans>Payment</Trans>
        </h2>
        <p className="small text-body-secondary">
          <Trans>
            A saved card can pay a bid automatically the moment a hotel accepts it. Your card details go straight to our
            payment provider; we keep only the brand, the last four digits and the expiry.
          </Trans>
        </p>
        {cards.isPending || saving ? (
          <ListSkeleton label={saving ? t`Saving your card…` : t`Loading your cards…`} rows={1} />
        ) : cards.isError ? (
          <LoadFailed
            text={t`Your cards could not be loaded.`}
            error={cards.error}
            onRetry={() => void cards.refetch()}
          />
        ) : cards.data.length === 0 ? (
          <p className="mb-3" data-testid="no-cards">
            <Trans>You have no saved cards.</Trans>
          </p>
        ) : (
          <ul className="list-group list-group-flush mb-3">
            {cards.data.map((card) => (
              <CardRow key={card.id} card={card} onRemove={() => setRemoving(card)} />
            ))}
          </ul>
        )}
        {form ? (
          <>
            {form.kind === 'frame' ? (
              <CardFrame src={form.src} />
            ) : (
              <Suspense fallback={<div className="placeholder-glow payment-frame mt-3" aria-busy="true" />}>
                <StripeCardSetup
                  clientSecret={form.clientSecret}
                  publishableKey={form.publishableKey}
                  returnUrl={returnUrl()}
                />
              </Suspense>
            )}
            <Button variant="link" className="px-0 mt-2" onClick={() => setForm(null)}>
              <Trans>Cancel</Trans>
            </Button>
          </>
        ) : (
          <Button variant="outline-primary" onClick={() => void addCard()} disabled={opening}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            <Trans>Add a card</Trans>
          </Button>
        )}
      </div>
      <RemoveCardDialog card={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}

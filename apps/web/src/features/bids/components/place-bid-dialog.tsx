import {
  createBidBodySchema,
  CURRENCIES,
  DEFAULT_BID_CURRENCY,
  messages,
  TYPEAHEAD_DEBOUNCE_MS,
  type Bid,
  type CreateBidBody,
} from '@bidstay/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate, formatMoney, formatPercent } from '@/lib/format';
import { useBidChance } from '../api/bid-chance';
import { usePlaceBid } from '../api/place-bid';
import { BidAnswer } from './bid-answer';
import { BidChanceHint } from './bid-chance-hint';
import type { RateAction, RateOffer } from '@/lib/rate-offer';

const bidFormSchema = (listed: number) =>
  z.object({
    bid: z
      .number({ error: 'Enter the amount you want to pay.' })
      .positive('Your bid must be above zero.')
      .pipe(createBidBodySchema.shape.bid)
      .refine((bid) => bid < listed, messages.bids.atOrAboveListed),
  });

type HintProps = { bid: number; offer: RateOffer; BookAction: RateAction };

function BelowListedHint({ bid, offer, BookAction }: HintProps) {
  if (!Number.isFinite(bid) || bid <= 0) return null;
  if (bid >= offer.listedPrice) {
    return (
      <span className="d-flex flex-wrap align-items-center gap-2" data-testid="bid-book-instead">
        <span>No need to bid: book it at {formatMoney(offer.listedPrice, offer.currency)}.</span>
        <BookAction offer={offer} />
      </span>
    );
  }
  const below = offer.listedPrice - bid;
  return (
    <span data-testid="bid-below-hint">
      {formatMoney(below, offer.currency)} ({formatPercent((below / offer.listedPrice) * 100)}) below the listed price
    </span>
  );
}

type PlaceBidDialogProps = {
  show: boolean;
  offer: RateOffer;
  customerId: string;
  onClose: () => void;
  /** Books the rate at its listed price, offered when the bid reaches it. */
  BookAction: RateAction;
};

/** The modal unmounts its content when hidden, so every opening starts with a fresh form. */
export function PlaceBidDialog({ show, ...props }: PlaceBidDialogProps) {
  return (
    <Modal show={show} onHide={props.onClose} centered aria-labelledby="place-bid-title">
      <PlaceBidForm {...props} />
    </Modal>
  );
}

/** The customer's time zone, for the deadlines in the mails about the bid. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The body of newCreateBid and bidChance for an amount. */
function bidBody(
  offer: RateOffer,
  customerId: string,
  currency: CreateBidBody['currency'],
  bid: number,
): CreateBidBody {
  return {
    customer_id: customerId,
    hotel_id: offer.hotelId,
    bid,
    currency,
    time_zone: timeZone(),
    booking: {
      book_hash: offer.bookHash,
      match_hash: offer.matchHash,
      check_in: offer.checkIn,
      check_out: offer.checkOut,
      guests: offer.guests,
    },
  };
}

/** The chance of the amount being typed, asked of the server once the typing pauses. */
function useTypedChance(offer: RateOffer, customerId: string, currency: CreateBidBody['currency'], amount: number) {
  const settled = useDebouncedValue(amount, TYPEAHEAD_DEBOUNCE_MS * 2);
  const judged = createBidBodySchema.shape.bid.safeParse(settled).success && settled < offer.listedPrice;
  const chance = useBidChance(judged ? bidBody(offer, customerId, currency, settled) : null);
  return judged ? chance : undefined;
}

function PlaceBidForm({ offer, customerId, onClose, BookAction }: Omit<PlaceBidDialogProps, 'show'>) {
  const toast = useToast();
  const placeBid = usePlaceBid();
  const [placed, setPlaced] = useState<Bid | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const currency = CURRENCIES.find((code) => code === offer.currency) ?? DEFAULT_BID_CURRENCY;
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(bidFormSchema(offer.listedPrice)), mode: 'onChange' });
  const bidValue = useWatch({ control, name: 'bid' });
  const chance = useTypedChance(offer, customerId, currency, bidValue);

  const submit = handleSubmit(({ bid }) => {
    setFailure(null);
    placeBid.mutate(bidBody(offer, customerId, currency, bid), {
      onSuccess: (created) => {
        setPlaced(created);
        toast({
          variant: 'success',
          body: `Your bid of ${formatMoney(bid, currency)} for ${offer.hotelName} is in.`,
        });
      },
      onError: (error) => {
        const fieldMessage = isApiError(error) ? error.fields.bid : undefined;
        if (fieldMessage) return setError('bid', { message: fieldMessage }, { shouldFocus: true });
        setFailure(isApiError(error) ? error.message : messages.generic.internal);
      },
    });
  });

  return (
    <>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="place-bid-title" className="h5">
          {placed === null ? 'Name your price' : 'Your bid'}
        </Modal.Title>
      </Modal.Header>
      {placed === null ? (
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <Modal.Body>
            <p className="mb-1 fw-semibold">{offer.roomName}</p>
            <p className="small text-body-secondary">
              {offer.hotelName} · {formatCalendarDate(offer.checkIn)} – {formatCalendarDate(offer.checkOut)}
            </p>
            <div className="bid-listed d-flex justify-content-between align-items-baseline rounded-3 p-3 mb-3">
              <span>Listed price for the stay</span>
              <strong data-testid="bid-listed-price">{formatMoney(offer.listedPrice, currency)}</strong>
            </div>
            <Form.Group controlId="bid-amount">
              <Form.Label>Your bid for the whole stay</Form.Label>
              <InputGroup hasValidation>
                <Form.Control
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0.01"
                  autoFocus
                  {...register('bid', { valueAsNumber: true })}
                  isInvalid={Boolean(errors.bid)}
                  aria-describedby="bid-amount-feedback bid-amount-hint"
                />
                <InputGroup.Text>{currency}</InputGroup.Text>
                <Form.Control.Feedback id="bid-amount-feedback" type="invalid">
                  {errors.bid?.message}
                </Form.Control.Feedback>
              </InputGroup>
              <Form.Text id="bid-amount-hint" muted aria-live="polite">
                <BelowListedHint bid={bidValue} offer={offer} BookAction={BookAction} />
              </Form.Text>
              <div aria-live="polite">
                {chance?.data && (
                  <BidChanceHint
                    chance={chance.data}
                    amount={bidValue}
                    busy={chance.isFetching}
                    onUseSuggested={(amount) => setValue('bid', amount, { shouldValidate: true })}
                  />
                )}
                {chance?.error && isApiError(chance.error) && chance.error.status === 429 && (
                  <p className="small text-body-secondary mt-2 mb-0">{chance.error.message}</p>
                )}
              </div>
            </Form.Group>
            <p className="small mt-3 mb-1 fw-semibold" data-testid="bid-binding">
              {messages.bids.binding}
            </p>
            <p className="small text-body-secondary mb-0">{messages.bids.whatNext}</p>
            {failure && (
              <Alert variant="danger" className="mt-3 mb-0 py-2">
                {failure}
              </Alert>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton busy={placeBid.isPending}>Place bid</SubmitButton>
          </Modal.Footer>
        </Form>
      ) : (
        <>
          <Modal.Body>
            <BidAnswer placed={placed} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              Close
            </Button>
            <Link to={paths.dashboard.bids.href()} className="btn btn-primary">
              Go to My Bids
            </Link>
          </Modal.Footer>
        </>
      )}
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useMessage } from '@/hooks/use-message';
import {
  createBidBodySchema,
  CURRENCIES,
  DEFAULT_BID_CURRENCY,
  messages,
  TYPEAHEAD_DEBOUNCE_MS,
  type Bid,
  type CreateBidBody,
} from '@bidstay/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { AutopayFields, useAutopay } from '@/features/profile';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate, formatMoney, formatShare } from '@/lib/format';
import { useBidChance } from '../api/bid-chance';
import { usePlaceBid } from '../api/place-bid';
import { withGroup } from '../lib/group-hotels';
import { AddHotels, groupProblem, useGroupRates, type GroupHotel, type GroupRate } from './add-hotels';
import { BidAnswer } from './bid-answer';
import { BidChanceHint } from './bid-chance-hint';
import { ListedPrice } from './bid-price';
import type { RateAction, RateOffer } from '@/lib/rate-offer';

const bidFormSchema = (listed: number) =>
  z.object({
    bid: createBidBodySchema.shape.bid.refine((bid) => bid < listed, messages.bids.atOrAboveListed),
  });

type HintProps = { bid: number; offer: RateOffer; BookAction: RateAction };

function BelowListedHint({ bid, offer, BookAction }: HintProps) {
  if (!Number.isFinite(bid) || bid <= 0) return null;
  if (bid >= offer.listedPrice) {
    return (
      <span className="d-flex flex-wrap align-items-center gap-2" data-testid="bid-book-instead">
        <span>
          <Trans>No need to bid: book it at {formatMoney(offer.listedPrice, offer.currency)}.</Trans>
        </span>
        <BookAction offer={offer} />
      </span>
    );
  }
  const below = offer.listedPrice - bid;
  return (
    <span data-testid="bid-below-hint">
      <Trans>
        {formatMoney(below, offer.currency)} ({formatShare((below / offer.listedPrice) * 100)}) below the listed price
      </Trans>
    </span>
  );
}

type PlaceBidDialogProps = {
  show: boolean;
  offer: RateOffer;
  /** Signed out there is none: the amount can be typed, and the button sends to sign-in with it. */
  customerId: string | undefined;
  /** The amount typed before signing in, when the dialog is reopened after it. */
  initialAmount?: number;
  onSignIn: (amount: number | undefined) => void;
  onClose: () => void;
  /** Books the rate at its listed price, offered when the bid reaches it. */
  BookAction: RateAction;
  /** What bids like this one won lately, shown above the amount. */
  WinningBids: RateAction;
};

/** The modal unmounts its content when hidden, so every opening starts with a fresh form. */
export function PlaceBidDialog({ show, ...props }: PlaceBidDialogProps) {
  return (
    <Modal show={show} onHide={props.onClose} centered scrollable aria-labelledby="place-bid-title">
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

/** Whether an amount is one to judge: a valid bid below the listed price. */
const isJudged = (offer: RateOffer, amount: number) =>
  createBidBodySchema.shape.bid.safeParse(amount).success && amount < offer.listedPrice;

/** The chance of the amount being typed, asked of the server once the typing pauses. */
function useTypedChance(
  offer: RateOffer,
  customerId: string | undefined,
  currency: CreateBidBody['currency'],
  settled: number,
) {
  const judged = customerId !== undefined && isJudged(offer, settled);
  const chance = useBidChance(judged ? bidBody(offer, customerId, currency, settled) : null);
  return judged ? chance : undefined;
}

/** The booking of each hotel of the bid, first choice first; only once every one has its room. */
const readyBookings = (hotels: GroupHotel[], rates: Map<number, GroupRate>) =>
  hotels.flatMap((hotel) => {
    const rate = rates.get(hotel.hid);
    return rate?.state === 'ready'
      ? [{ hotel_id: hotel.hid, book_hash: rate.bookHash, match_hash: rate.matchHash }]
      : [];
  });

function PlaceBidForm({
  offer,
  customerId,
  initialAmount,
  onSignIn,
  onClose,
  BookAction,
  WinningBids,
}: Omit<PlaceBidDialogProps, 'show'>) {
  const { t } = useLingui();
  const translate = useMessage();
  const toast = useToast();
  const placeBid = usePlaceBid();
  const autopay = useAutopay(offer.guests);
  const [placed, setPlaced] = useState<Bid | null>(null);
  const [adding, setAdding] = useState(false);
  const [hotels, setHotels] = useState<GroupHotel[]>([{ hid: offer.hotelId, name: offer.hotelName }]);
  const currency = CURRENCIES.find((code) => code === offer.currency) ?? DEFAULT_BID_CURRENCY;
  const {
    register,
    control,
    setValue,
    submitWith,
    failure,
    formState: { errors },
  } = useAppForm(bidFormSchema(offer.listedPrice), {
    defaultValues: initialAmount === undefined ? {} : { bid: initialAmount },
    validateWhileTyping: true,
  });
  const bidValue = useWatch({ control, name: 'bid' });
  const settled = useDebouncedValue(bidValue, TYPEAHEAD_DEBOUNCE_MS * 2);
  const chance = useTypedChance(offer, customerId, currency, settled);
  const rates = useGroupRates(hotels, offer, bidValue);
  const grouped = hotels.length > 1;
  const problem = grouped ? groupProblem(rates) : undefined;

  const submit = submitWith(async ({ bid }) => {
    if (customerId === undefined) return onSignIn(bid);
    if (problem) return;
    const paid = await autopay.collect();
    if (paid === null) return;
    const body = withGroup({ ...bidBody(offer, customerId, currency, bid), ...paid }, readyBookings(hotels, rates));
    const created = await placeBid.mutateAsync(body);
    setPlaced(created);
    const amount = formatMoney(bid, currency);
    toast({
      variant: 'success',
      body: grouped
        ? messages.bids.groupPlaced(amount, hotels.length)
        : t`Your bid of ${amount} for ${offer.hotelName} is in.`,
    });
  });

  return (
    <>
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id="place-bid-title" className="h5">
          {placed === null ? t`Name your price` : t`Your bid`}
        </Modal.Title>
      </Modal.Header>
      {placed === null ? (
        <AppForm onSubmit={submit} className="modal-form">
          <Modal.Body>
            <p className="mb-1 fw-semibold">{offer.roomName}</p>
            <p className="small text-body-secondary">
              {offer.hotelName} · {formatCalendarDate(offer.checkIn)} – {formatCalendarDate(offer.checkOut)}
            </p>
            <ListedPrice amount={offer.listedPrice} currency={currency} />
            <WinningBids offer={offer} />
            <TextField
              id="bid-amount"
              label={t`Your bid for the whole stay`}
              className=""
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              autoFocus
              suffix={currency}
              registration={register('bid', { valueAsNumber: true })}
              error={errors.bid?.message}
              hint={
                <span aria-live="polite">
                  <BelowListedHint bid={bidValue} offer={offer} BookAction={BookAction} />
                </span>
              }
            />
            <div aria-live="polite">
              {chance?.data && (
                <BidChanceHint
                  chance={chance.data}
                  amount={bidValue}
                  busy={chance.isFetching}
                  bookInstead={<BookAction offer={offer} />}
                  onUseSuggested={(amount) => setValue('bid', amount, { shouldValidate: true })}
                />
              )}
              {chance?.error && isApiError(chance.error) && chance.error.status === 429 && (
                <p className="small text-body-secondary mt-2 mb-0">{chance.error.message}</p>
              )}
            </div>
            {customerId === undefined ? null : adding ? (
              <AddHotels
                offer={offer}
                customerId={customerId}
                amount={isJudged(offer, settled) ? settled : bidValue}
                hotels={hotels}
                rates={rates}
                onChange={setHotels}
              />
            ) : (
              isJudged(offer, bidValue) && (
                <Button variant="outline-primary" size="sm" className="mt-3" onClick={() => setAdding(true)}>
                  <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                  {translate(messages.bids.addHotels)}
                </Button>
              )
            )}
            {customerId !== undefined && <AutopayFields autopay={autopay} amount={bidValue} currency={currency} />}
            <p className="small mt-3 mb-1 fw-semibold" data-testid="bid-binding">
              {translate(messages.bids.binding)}
            </p>
            <p className="small text-body-secondary mb-0">{translate(messages.bids.whatNext)}</p>
            {problem && (
              <p className="small text-body-secondary mt-2 mb-0" role="status" data-testid="bid-group-problem">
                {translate(problem)}
              </p>
            )}
            <FormAlert text={failure} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <SubmitButton busy={placeBid.isPending} disabled={Boolean(problem)}>
              {customerId === undefined ? t`Sign in to place your bid` : t`Place bid`}
            </SubmitButton>
          </Modal.Footer>
        </AppForm>
      ) : (
        <>
          <Modal.Body>
            <BidAnswer placed={placed} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Link to={paths.dashboard.bids.href()} className="btn btn-primary">
              <Trans>Go to My Bids</Trans>
            </Link>
          </Modal.Footer>
        </>
      )}
    </>
  );
}

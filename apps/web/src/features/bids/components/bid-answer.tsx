import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BID_DECISION_BUSINESS_DAYS, type Bid } from '@bidstay/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useBidEvents } from '@/hooks/use-bid-events';
import { formatDateTime, formatMoney } from '@/lib/format';
import { bidsQueryOptions } from '../api/get-bids';
import { useGoToBooking } from '../hooks/use-go-to-booking';
import { BidNextSteps } from './bid-next-steps';

/** How long the dialog waits for a rule's answer before it says when the hotel will answer. */
const RULE_ANSWER_WAIT_MS = 10_000;
const POLL_MS = 1_000;

/** The placed bid as it is now: the live events bring its decision, a slow poll covers a lost event. */
function useAnsweredBid(placed: Bid) {
  const queryClient = useQueryClient();
  const options = bidsQueryOptions(placed.customer_id);
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setWaiting(false), RULE_ANSWER_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const bids = useQuery({
    ...options,
    refetchInterval: (query) => {
      const status = query.state.data?.find((bid) => bid.id === placed.id)?.status;
      return waiting && (status === undefined || status === 'pending') ? POLL_MS : false;
    },
  });
  useBidEvents({
    onEvent: ({ bidId }) => {
      if (bidId === placed.id) void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
    onOpen: () => void queryClient.invalidateQueries({ queryKey: options.queryKey }),
  });
  const bid = bids.data?.find((found) => found.id === placed.id) ?? placed;
  return { bid, waiting: waiting && bid.status === 'pending' };
}

/** The hotel's answer to a bid just placed, in the dialog itself: a rule answers at once, a person within days. */
export function BidAnswer({ placed }: { placed: Bid }) {
  const { t } = useLingui();
  const { bid, waiting } = useAnsweredBid(placed);
  const goToBooking = useGoToBooking();
  const amount = formatMoney(bid.bid, bid.currency);
  if (bid.status === 'pending') {
    return (
      <div className="text-center" data-testid="bid-answer" data-status="pending">
        {waiting ? (
          <>
            <Spinner animation="border" role="status" className="mb-3">
              <span className="visually-hidden">
                <Trans>Waiting for the hotel</Trans>
              </span>
            </Spinner>
            <p className="mb-0">
              <Trans>Your bid of {amount} is in. Waiting for the hotel&apos;s answer…</Trans>
            </p>
          </>
        ) : (
          <>
            <i className="bi bi-send-check display-5 text-success d-block mb-3" aria-hidden="true" />
            <p className="mb-1">
              <Trans>
                Your bid of <strong>{amount}</strong> is in. This hotel answers bids in person.
              </Trans>
            </p>
            <p className="small text-body-secondary mb-0" data-testid="bid-deadline">
              {bid.expires_at
                ? t`It answers by ${formatDateTime(bid.expires_at)}; we mail you the answer.`
                : plural(BID_DECISION_BUSINESS_DAYS, {
                    one: 'It answers within # business day; we mail you the answer.',
                    other: 'It answers within # business days; we mail you the answer.',
                  })}
            </p>
          </>
        )}
      </div>
    );
  }
  if (bid.status === 'accepted') {
    return (
      <div className="text-center" data-testid="bid-answer" data-status="accepted">
        <i className="bi bi-check-circle display-5 text-success d-block mb-3" aria-hidden="true" />
        <p className="mb-1 fw-semibold">
          <Trans>Accepted! The room is yours for {amount}.</Trans>
        </p>
        {bid.pay_by && (
          <p className="small text-body-secondary" data-testid="bid-deadline">
            <Trans>Pay by {formatDateTime(bid.pay_by)}; after that the acceptance expires.</Trans>
          </p>
        )}
        <Button variant="success" onClick={() => goToBooking(bid)}>
          <Trans>Pay now</Trans>
        </Button>
      </div>
    );
  }
  if (bid.status === 'counteroffer' && bid.counter_offer) {
    const counter = formatMoney(bid.counter_offer.amount_to_pay, bid.counter_offer.currency);
    return (
      <div className="text-center" data-testid="bid-answer" data-status="counteroffer">
        <i className="bi bi-arrow-left-right display-5 text-primary d-block mb-3" aria-hidden="true" />
        <p className="mb-1">
          <Trans>
            The hotel cannot take {amount}, but offers the room for <strong>{counter}</strong>.
          </Trans>
        </p>
        {bid.counter_offer.valid_until && (
          <p className="small text-body-secondary" data-testid="bid-deadline">
            <Trans>The offer holds until {formatDateTime(bid.counter_offer.valid_until)}.</Trans>
          </p>
        )}
        <Button variant="primary" onClick={() => goToBooking(bid)}>
          <Trans>Book for {counter}</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div data-testid="bid-answer" data-status={bid.status}>
      <p className="fw-semibold mb-2">
        <Trans>The hotel did not accept {amount}.</Trans>
      </p>
      <BidNextSteps bid={bid} />
    </div>
  );
}

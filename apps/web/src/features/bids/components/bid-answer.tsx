import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BID_DECISION_BUSINESS_DAYS, type Bid } from '@bidstay/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useBidEvents } from '@/hooks/use-bid-events';
import { formatDateTime, formatList, formatMoney } from '@/lib/format';
import { bidsQueryOptions } from '../api/get-bids';
import { useGoToBooking } from '../hooks/use-go-to-booking';
import { BidNextSteps } from './bid-next-steps';

/** How long the dialog waits for a rule's answer before it says when the hotel will answer. */
const RULE_ANSWER_WAIT_MS = 10_000;
const POLL_MS = 1_000;

/** The placed bid as it is now, with its group's others: the live events bring decisions, a slow poll covers a lost event. */
function useAnsweredBid(placed: Bid) {
  const queryClient = useQueryClient();
  const options = bidsQueryOptions(placed.customer_id);
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setWaiting(false), RULE_ANSWER_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const ofBid = (bids: Bid[] | undefined) => groupOf(placed, bids);
  const bids = useQuery({
    ...options,
    refetchInterval: (query) => {
      const found = ofBid(query.state.data);
      return waiting && (found.length === 0 || found.some(isPending)) ? POLL_MS : false;
    },
  });
  useBidEvents({
    onEvent: ({ bidId }) => {
      if (ofBid(bids.data).some((bid) => bid.id === bidId) || bidId === placed.id)
        void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
    onOpen: () => void queryClient.invalidateQueries({ queryKey: options.queryKey }),
  });
  const group = ofBid(bids.data);
  const bid = leadingBid(group.length ? group : [placed]);
  return { bid, group, waiting: waiting && bid.status === 'pending' };
}

const isPending = (bid: Bid) => bid.status === 'pending';

/** The bid as listed, or every bid of its group, first choice first. */
function groupOf(placed: Bid, bids: Bid[] | undefined): Bid[] {
  if (!bids) return [];
  if (placed.group_id === null) return bids.filter((bid) => bid.id === placed.id);
  return bids
    .filter((bid) => bid.group_id === placed.group_id)
    .sort((a, b) => (a.group_rank ?? 0) - (b.group_rank ?? 0));
}

const LEAD_ORDER = ['accepted', 'counteroffer', 'pending'] as const;

/** The bid whose state the dialog tells: a hotel that took it, else one that countered, else one still deciding. */
function leadingBid(group: Bid[]): Bid {
  for (const status of LEAD_ORDER) {
    const found = group.find((bid) => bid.status === status);
    if (found) return found;
  }
  return group[0]!;
}

/** "Cathedral Anchor declined; your bid is still waiting at The Royal Swan and Classic Atelier": a group's state. */
function GroupWaiting({ group }: { group: Bid[] }) {
  const { t } = useLingui();
  const declined = group.filter((bid) => bid.status === 'rejected').map((bid) => bid.booking.hotel_name);
  const waitingAt = group.filter(isPending).map((bid) => bid.booking.hotel_name);
  if (declined.length === 0 || waitingAt.length === 0) return null;
  const [who, where] = [formatList(declined), formatList(waitingAt)];
  return (
    <p className="mb-3" data-testid="bid-group-waiting">
      {t`${who} declined; your bid is still waiting at ${where}.`}
    </p>
  );
}

/** The hotel's answer to a bid just placed, in the dialog itself: a rule answers at once, a person within days. */
export function BidAnswer({ placed }: { placed: Bid }) {
  const { t } = useLingui();
  const { bid, group, waiting } = useAnsweredBid(placed);
  const goToBooking = useGoToBooking();
  const amount = formatMoney(bid.bid, bid.currency);
  if (bid.status === 'pending') {
    return (
      <div className="text-center" data-testid="bid-answer" data-status="pending">
        <GroupWaiting group={group} />
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

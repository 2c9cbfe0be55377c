import { plural } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { messages, type Bid } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import { BidStatusBadge } from '@/components/bid-status-badge';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { BidAction } from '../lib/bid-view';
import { BidActions } from './bid-actions';
import { BidAutopayNote } from './bid-autopay-note';
import { BidDeadline } from './bid-deadline';
import { BidStay } from './bid-stay';

type BidGroupCardProps = {
  bids: Bid[];
  onAction: (action: BidAction, bid: Bid) => void;
  onDeleteGroup: (bids: Bid[]) => void;
};

/** What a customer does with one hotel of a group: the group is deleted whole, never a hotel of it. */
const onlyOwnActions = (action: BidAction) => action !== 'delete';

/** One bid sent to several hotels: its stay and amount once, then each hotel with its state, first choice first. */
export function BidGroupCard({ bids, onAction, onDeleteGroup }: BidGroupCardProps) {
  const [first] = bids;
  if (!first) return null;
  const waitsForCustomer = bids.some((bid) => bid.status === 'counteroffer');
  // A paid bid is a booking: its group is looked up there, never deleted.
  const paid = bids.some((bid) => bid.status === 'completed');
  return (
    <article
      className="card border-0 shadow-sm bid-group"
      aria-label={plural(bids.length, { one: 'Bid to # hotel', other: 'Bid to # hotels' })}
      data-testid="bid-group"
    >
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <div>
            <h2 className="h6 mb-1">
              <i className="bi bi-collection me-2" aria-hidden="true" />
              <Plural value={bids.length} one="One bid, # hotel" other="One bid, # hotels" />
            </h2>
            <BidStay booking={first.booking} />
          </div>
          <div className="text-sm-end">
            <div className="fw-semibold" data-testid="bid-amount">
              {formatMoney(first.bid, first.currency)}
            </div>
            <div className="small text-body-secondary">
              <Trans>Placed {formatDateTime(first.created)}</Trans>
            </div>
          </div>
        </div>
        <ol className="list-unstyled d-grid gap-2 mb-3">
          {bids.map((bid) => (
            <li
              key={bid.id}
              className="bid-group-hotel rounded-3 p-2 p-sm-3"
              data-testid="bid-group-hotel"
              aria-label={`${messages.bids.groupRank(bid.group_rank ?? 1)}: ${bid.booking.hotel_name}`}
            >
              <div className="d-flex justify-content-between align-items-start gap-2">
                <div>
                  <div className="small text-body-secondary">{messages.bids.groupRank(bid.group_rank ?? 1)}</div>
                  <div className="fw-semibold">{bid.booking.hotel_name}</div>
                  <div className="small text-body-secondary">
                    {bid.booking.room_name} · listed {formatMoney(bid.amount, bid.currency)}
                  </div>
                </div>
                <BidStatusBadge bid={bid} />
              </div>
              <BidDeadline bid={bid} />
              <BidAutopayNote bid={bid} />
              <BidActions bid={bid} onAction={onAction} only={onlyOwnActions} className="mt-2" />
            </li>
          ))}
        </ol>
        {!waitsForCustomer && !paid && (
          <Button size="sm" variant="outline-danger" onClick={() => onDeleteGroup(bids)}>
            <i className="bi bi-trash me-1" aria-hidden="true" />
            <Trans>Delete at all hotels</Trans>
          </Button>
        )}
      </div>
    </article>
  );
}

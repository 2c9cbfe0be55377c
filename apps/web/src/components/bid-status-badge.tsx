import { BID_STATUS_LABELS, bidStatusCode, BidStatusCode, endedByDeadline, type Bid } from '@bidstay/contract';
import Badge from 'react-bootstrap/Badge';

const variants: Record<BidStatusCode, string> = {
  [BidStatusCode.Pending]: 'secondary',
  [BidStatusCode.Accepted]: 'success',
  [BidStatusCode.Rejected]: 'danger',
  [BidStatusCode.Completed]: 'primary',
  [BidStatusCode.CounterOffer]: 'info',
};

type StatusOf = Pick<Bid, 'status' | 'counter_offer' | 'reason'>;

/** A bid's status as SPEC §4 maps it; a bid whose deadline passed (rejected for that reason) says it expired. */
export function BidStatusBadge({ bid }: { bid: StatusOf }) {
  const code = bidStatusCode(bid);
  return (
    <Badge bg={variants[code]} className="bid-status" data-testid="bid-status">
      {endedByDeadline(bid.reason) ? 'Expired' : BID_STATUS_LABELS[code]}
    </Badge>
  );
}

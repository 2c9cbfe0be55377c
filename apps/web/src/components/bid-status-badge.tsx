import { BID_STATUS_LABELS, bidStatusCode, BidStatusCode, type Bid } from '@bidstay/contract';
import Badge from 'react-bootstrap/Badge';

const variants: Record<BidStatusCode, string> = {
  [BidStatusCode.Pending]: 'secondary',
  [BidStatusCode.Accepted]: 'success',
  [BidStatusCode.Rejected]: 'danger',
  [BidStatusCode.Completed]: 'primary',
  [BidStatusCode.CounterOffer]: 'info',
};

type StatusOf = Pick<Bid, 'status' | 'counter_offer' | 'reason'>;

/** A bid's status as SPEC §4 maps it; an expired bid (rejected, reason expired) says so. */
export function BidStatusBadge({ bid }: { bid: StatusOf }) {
  const code = bidStatusCode(bid);
  return (
    <Badge bg={variants[code]} className="bid-status" data-testid="bid-status">
      {bid.reason === 'expired' ? 'Expired' : BID_STATUS_LABELS[code]}
    </Badge>
  );
}

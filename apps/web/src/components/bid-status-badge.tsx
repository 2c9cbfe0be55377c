import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { BID_STATUS_LABELS, bidStatusCode, BidStatusCode, endedByDeadline, type Bid } from '@bidstay/contract';
import Badge from 'react-bootstrap/Badge';

const variants: Record<BidStatusCode, string> = {
  [BidStatusCode.Pending]: 'secondary',
  [BidStatusCode.Accepted]: 'success',
  [BidStatusCode.Rejected]: 'danger',
  [BidStatusCode.Completed]: 'primary',
  [BidStatusCode.CounterOffer]: 'info',
  [BidStatusCode.Withdrawn]: 'secondary',
};

type StatusOf = Pick<Bid, 'status' | 'counter_offer' | 'reason'> & { autopay?: boolean };

/** A group's bid closed because another hotel of the group accepted: nobody rejected it. */
const endedByGroup = (reason: string | null) => reason === 'another_hotel_accepted';

function statusLabel(bid: StatusOf, code: BidStatusCode) {
  if (bid.reason === 'deleted_by_customer') return t`Deleted by the customer`;
  if (endedByDeadline(bid.reason)) return t`Expired`;
  if (endedByGroup(bid.reason)) return t`Ended`;
  if (code === BidStatusCode.Completed && bid.autopay) return t`Booked`;
  return i18n._(BID_STATUS_LABELS[code]);
}

/**
 * A bid's status as SPEC §4 maps it; a bid whose deadline passed (rejected for that reason) says it expired, and one
 * that another hotel of its group made pointless says it ended.
 */
export function BidStatusBadge({ bid }: { bid: StatusOf }) {
  const code = bidStatusCode(bid);
  return (
    <Badge bg={endedByGroup(bid.reason) ? 'secondary' : variants[code]} className="bid-status" data-testid="bid-status">
      {statusLabel(bid, code)}
    </Badge>
  );
}

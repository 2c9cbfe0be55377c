import { Trans, useLingui } from '@lingui/react/macro';
import { reasonText, type Bid } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { describeDecider } from '@bidstay/contract/plain';
import { formatCalendarDate, formatDateTime, formatMoney } from '@/lib/format';
import { describeGuests } from '@/lib/guest-count';
import { BidStatusBadge } from '@/components/bid-status-badge';
import { useMessage } from '@/hooks/use-message';
import { BidDecider } from './bid-decider';
import { bidDeadlineText } from './bid-deadline';
import { BidNextSteps } from './bid-next-steps';

type DialogProps = { bid: Bid | undefined; onClose: () => void };

export function BidDetailsDialog({ bid, onClose }: DialogProps) {
  const { t } = useLingui();
  const message = useMessage();
  return (
    <Modal show={Boolean(bid)} onHide={onClose} centered aria-labelledby="bid-details-title">
      {bid && (
        <>
          <Modal.Header closeButton closeLabel={t`Close`}>
            <Modal.Title id="bid-details-title" className="h5">
              <Trans>Bid details</Trans>
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <div className="d-flex justify-content-between align-items-start gap-2 mb-3">
              <div>
                <p className="fw-semibold mb-0">{bid.booking.hotel_name}</p>
                <p className="small text-body-secondary mb-0">{bid.booking.room_name}</p>
              </div>
              <BidStatusBadge bid={bid} />
            </div>
            <dl className="details-list mb-0">
              <dt>
                <Trans>Stay</Trans>
              </dt>
              <dd>
                {formatCalendarDate(bid.booking.check_in)} – {formatCalendarDate(bid.booking.check_out)}
              </dd>
              <dt>
                <Trans>Guests</Trans>
              </dt>
              <dd>{describeGuests(bid.booking.guests)}</dd>
              <dt>
                <Trans>Your bid</Trans>
              </dt>
              <dd>{formatMoney(bid.bid, bid.currency)}</dd>
              <dt>
                <Trans>Listed price</Trans>
              </dt>
              <dd>{formatMoney(bid.amount, bid.currency)}</dd>
              {bid.counter_offer && (
                <>
                  <dt>
                    <Trans>Counter-offer</Trans>
                  </dt>
                  <dd>{formatMoney(bid.counter_offer.amount_to_pay, bid.counter_offer.currency)}</dd>
                </>
              )}
              <dt>
                <Trans>Placed</Trans>
              </dt>
              <dd>{formatDateTime(bid.created)}</dd>
              <dt>
                <Trans>Last change</Trans>
              </dt>
              <dd>{formatDateTime(bid.updated)}</dd>
              {bid.decided_by && (
                <>
                  <dt>
                    <Trans>Decided by</Trans>
                  </dt>
                  <dd>
                    {bid.decider ? <BidDecider decider={bid.decider} /> : describeDecider(bid.decided_by, 'customer')}
                  </dd>
                </>
              )}
              {bid.status !== 'rejected' && bidDeadlineText(bid) && (
                <>
                  <dt>
                    <Trans>Deadline</Trans>
                  </dt>
                  <dd>{bidDeadlineText(bid)}</dd>
                </>
              )}
            </dl>
            {bid.status === 'withdrawn' && (
              <p className="mt-3 mb-0" data-testid="bid-reason">
                {message(reasonText(bid.reason) ?? '')}
              </p>
            )}
            {bid.status === 'rejected' && (
              <div className="mt-3">
                <BidNextSteps bid={bid} />
              </div>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Link to={paths.hotel.href(String(bid.hotel_id))} className="btn btn-outline-primary me-auto">
              <Trans>View hotel</Trans>
            </Link>
            <Button variant="secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}

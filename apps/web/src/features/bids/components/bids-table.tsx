import { Trans, useLingui } from '@lingui/react/macro';
import type { Bid } from '@bidstay/contract';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '@/lib/format';
import type { BidAction } from '../lib/bid-view';
import { BidActions } from './bid-actions';
import { BidPrice } from './bid-price';
import { BidStatusBadge } from '@/components/bid-status-badge';
import { BidAutopayNote } from './bid-autopay-note';
import { BidDeadline } from './bid-deadline';
import { BidStay } from './bid-stay';

type BidListProps = { bids: Bid[]; onAction: (action: BidAction, bid: Bid) => void };

export function BidsTable({ bids, onAction }: BidListProps) {
  const { t } = useLingui();
  return (
    <Table responsive hover className="bids-table align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Hotel</Trans>
          </th>
          <th scope="col">
            <Trans>Stay</Trans>
          </th>
          <th scope="col">
            <Trans>Bid vs listed</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col">
            <Trans>Created</Trans>
          </th>
          <th scope="col">
            <span className="visually-hidden">
              <Trans>Actions</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {bids.map((bid) => (
          <tr key={bid.id} data-testid="bid-row" aria-label={t`Bid for ${bid.booking.hotel_name}`}>
            <td>
              <div className="fw-semibold">{bid.booking.hotel_name}</div>
              <div className="small text-body-secondary">{bid.booking.room_name}</div>
            </td>
            <td>
              <BidStay booking={bid.booking} />
            </td>
            <td>
              <BidPrice bid={bid} />
            </td>
            <td>
              <BidStatusBadge bid={bid} />
              <BidDeadline bid={bid} />
              <BidAutopayNote bid={bid} />
            </td>
            <td className="small text-nowrap">{formatDateTime(bid.created)}</td>
            <td>
              <BidActions bid={bid} onAction={onAction} className="justify-content-end" />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function BidCards({ bids, onAction }: BidListProps) {
  const { t } = useLingui();
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0">
      {bids.map((bid) => (
        <li key={bid.id}>
          <article className="card border-0 shadow-sm" aria-label={t`Bid for ${bid.booking.hotel_name}`}>
            <div className="card-body">
              <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
                <div>
                  <h2 className="h6 mb-0">{bid.booking.hotel_name}</h2>
                  <div className="small text-body-secondary">{bid.booking.room_name}</div>
                </div>
                <BidStatusBadge bid={bid} />
              </div>
              <div className="d-flex justify-content-between gap-3 small mb-3">
                <BidStay booking={bid.booking} />
                <div className="text-end">
                  <BidPrice bid={bid} />
                </div>
              </div>
              <div className="small text-body-secondary mb-2">
                <Trans>Placed {formatDateTime(bid.created)}</Trans>
                <BidDeadline bid={bid} />
                <BidAutopayNote bid={bid} />
              </div>
              <BidActions bid={bid} onAction={onAction} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { SupplierBid } from '@bidstay/contract';
import Table from 'react-bootstrap/Table';
import { BidStatusBadge } from '@/components/bid-status-badge';
import type { MessageDescriptor } from '@lingui/core';
import { formatDateTime, formatMoney } from '@/lib/format';
import { reasonLabel } from '../lib/outcome-labels';
import { DecidedBy } from './decided-by';
import { BidStayFacts } from './supplier-bid-facts';

function Outcome({ bid }: { bid: SupplierBid }) {
  const { i18n } = useLingui();
  const words = (label: MessageDescriptor | string | null) =>
    typeof label === 'object' && label ? i18n._(label) : label;
  return (
    <div className="small">
      <BidStatusBadge bid={bid} />
      {bid.counter_offer && (
        <div>
          <Trans>Countered at {formatMoney(bid.counter_offer.amount_to_pay, bid.counter_offer.currency)}</Trans>
        </div>
      )}
      <div className="text-body-secondary">
        <DecidedBy decidedBy={bid.decidedBy} />
        {bid.reason && bid.decidedBy?.by !== 'expiry' && ` · ${words(reasonLabel(bid.reason))}`}
      </div>
    </div>
  );
}

export function BidHistory({ bids, phone }: { bids: SupplierBid[]; phone: boolean }) {
  if (phone) {
    return (
      <ul className="list-unstyled d-grid gap-3">
        {bids.map((bid) => (
          <li key={bid.id} className="card border-0 shadow-sm">
            <div className="card-body d-grid gap-2">
              <BidStayFacts bid={bid} />
              <div className="small">
                <Trans>
                  Bid {formatMoney(bid.bid, bid.currency)} of {formatMoney(bid.listed_price, bid.currency)}
                </Trans>
              </div>
              <Outcome bid={bid} />
              <div className="small text-body-secondary">{formatDateTime(bid.updated)}</div>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table responsive className="align-middle supplier-table">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Hotel, room and stay</Trans>
          </th>
          <th scope="col">
            <Trans>Bid</Trans>
          </th>
          <th scope="col">
            <Trans>Listed</Trans>
          </th>
          <th scope="col">
            <Trans>Outcome and who decided</Trans>
          </th>
          <th scope="col">
            <Trans>Decided</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {bids.map((bid) => (
          <tr key={bid.id} data-testid="decided-bid">
            <td>
              <BidStayFacts bid={bid} />
            </td>
            <td>{formatMoney(bid.bid, bid.currency)}</td>
            <td>{formatMoney(bid.listed_price, bid.currency)}</td>
            <td>
              <Outcome bid={bid} />
            </td>
            <td className="small text-nowrap">{formatDateTime(bid.updated)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

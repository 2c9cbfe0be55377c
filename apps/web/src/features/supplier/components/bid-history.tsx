import type { SupplierBid } from '@bidstay/contract';
import Table from 'react-bootstrap/Table';
import { BidStatusBadge } from '@/components/bid-status-badge';
import { describeDecider, describeReason } from '@bidstay/contract/plain';
import { formatDateTime, formatMoney } from '@/lib/format';
import { BidStayFacts } from './supplier-bid-facts';

function Outcome({ bid }: { bid: SupplierBid }) {
  return (
    <div className="small">
      <BidStatusBadge bid={bid} />
      {bid.counter_offer && (
        <div>Countered at {formatMoney(bid.counter_offer.amount_to_pay, bid.counter_offer.currency)}</div>
      )}
      <div className="text-body-secondary">
        {describeDecider(bid.decided_by, 'supplier')}
        {bid.rule && bid.decided_by?.startsWith('rule:') && ` “${bid.rule.label}” (rules version ${bid.rule.version})`}
        {bid.reason && ` · ${describeReason(bid.reason)}`}
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
                Bid {formatMoney(bid.bid, bid.currency)} of {formatMoney(bid.listed_price, bid.currency)}
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
          <th scope="col">Hotel, room and stay</th>
          <th scope="col">Bid</th>
          <th scope="col">Listed</th>
          <th scope="col">Outcome and who decided</th>
          <th scope="col">Decided</th>
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

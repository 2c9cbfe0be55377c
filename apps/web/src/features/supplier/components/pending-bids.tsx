import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SupplierBid } from '@bidstay/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useToast } from '@/components/toasts';
import { errorMessage } from '@/lib/error-message';
import { formatAge, formatDateTime, formatMoney, formatShare } from '@/lib/format';
import { useDecideBid, type Decision } from '../api/decide-bid';
import { CounterForm } from './counter-form';
import { RejectForm } from './reject-form';
import { BidStayFacts, PriceFacts } from './supplier-bid-facts';

const done: Record<Decision['action'], string> = {
  get accept() {
    return t`Bid accepted`;
  },
  get reject() {
    return t`Bid rejected`;
  },
  get counter() {
    return t`Counter-offer sent`;
  },
};

/** One pending bid's answer: Accept, Reject, or a counter-offer form in place of the buttons. */
function Decide({ bid }: { bid: SupplierBid }) {
  const toast = useToast();
  const decide = useDecideBid({
    onSuccess: ({ action }) => toast({ variant: 'success', body: `${done[action]}: ${bid.booking.hotel_name}` }),
    onError: (error, decision) => {
      if (decision.action !== 'counter') toast({ variant: 'danger', body: errorMessage(error) });
    },
  });
  const [answering, setAnswering] = useState<'counter' | 'reject' | null>(null);
  const belowFloor = bid.bid < bid.floor;
  const send = (decision: Decision) => decide.mutate(decision);

  if (answering === 'counter') {
    return (
      <CounterForm
        bid={bid}
        busy={decide.isPending}
        onSubmit={(amount) => decide.mutateAsync({ id: bid.id, action: 'counter', amount })}
        onCancel={() => setAnswering(null)}
      />
    );
  }
  if (answering === 'reject') {
    return (
      <RejectForm
        bid={bid}
        busy={decide.isPending}
        onReject={(reason) => send({ id: bid.id, action: 'reject', reason })}
        onCancel={() => setAnswering(null)}
      />
    );
  }
  return (
    <div>
      <div className="d-flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="success"
          disabled={decide.isPending || belowFloor}
          onClick={() => send({ id: bid.id, action: 'accept' })}
        >
          <Trans>Accept</Trans>
        </Button>
        <Button size="sm" variant="outline-danger" disabled={decide.isPending} onClick={() => setAnswering('reject')}>
          <Trans>Reject</Trans>
        </Button>
        <Button size="sm" variant="outline-primary" disabled={decide.isPending} onClick={() => setAnswering('counter')}>
          <Trans>Counter</Trans>
        </Button>
      </div>
      {belowFloor && (
        <div className="small text-body-secondary mt-1">
          <Trans>Below the floor: counter or reject.</Trans>
        </div>
      )}
    </div>
  );
}

function BidFigure({ bid }: { bid: SupplierBid }) {
  return (
    <div>
      <div className="fw-semibold" data-testid="supplier-bid-amount">
        {formatMoney(bid.bid, bid.currency)}
      </div>
      <div className="small text-body-secondary">
        <Trans>{formatShare((bid.bid / bid.listed_price) * 100)} of listed</Trans>
      </div>
    </div>
  );
}

const Age = ({ bid }: { bid: SupplierBid }) => (
  <time dateTime={bid.created} title={formatDateTime(bid.created)}>
    {formatAge(bid.created)}
  </time>
);

export function PendingBidsTable({ bids }: { bids: SupplierBid[] }) {
  const { t } = useLingui();
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
            <Trans>Prices</Trans>
          </th>
          <th scope="col">
            <Trans>Age</Trans>
          </th>
          <th scope="col">
            <Trans>Answer</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {bids.map((bid) => (
          <tr key={bid.id} data-testid="pending-bid" aria-label={t`Bid for ${bid.booking.hotel_name}`}>
            <td>
              <BidStayFacts bid={bid} />
            </td>
            <td>
              <BidFigure bid={bid} />
            </td>
            <td>
              <PriceFacts bid={bid} />
            </td>
            <td className="small text-nowrap">
              <Age bid={bid} />
            </td>
            <td className="supplier-answer">
              <Decide bid={bid} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function PendingBidCards({ bids }: { bids: SupplierBid[] }) {
  const { t } = useLingui();
  return (
    <ul className="list-unstyled d-grid gap-3">
      {bids.map((bid) => (
        <li key={bid.id}>
          <article className="card border-0 shadow-sm" aria-label={t`Bid for ${bid.booking.hotel_name}`}>
            <div className="card-body">
              <div className="d-flex justify-content-between gap-2 mb-2">
                <BidStayFacts bid={bid} />
                <span className="small text-body-secondary text-nowrap">
                  <Age bid={bid} />
                </span>
              </div>
              <div className="d-flex flex-wrap justify-content-between gap-3 mb-3">
                <BidFigure bid={bid} />
                <PriceFacts bid={bid} />
              </div>
              <Decide bid={bid} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

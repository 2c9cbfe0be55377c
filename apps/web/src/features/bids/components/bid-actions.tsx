import type { Bid } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import { bidActions, type BidAction } from '../lib/bid-view';

const buttons: Record<BidAction, { label: string; icon: string; variant: string }> = {
  counter: { label: 'View counter-offer', icon: 'bi-arrow-left-right', variant: 'primary' },
  pay: { label: 'Pay and book', icon: 'bi-credit-card', variant: 'success' },
  guests: { label: 'Guest details', icon: 'bi-people', variant: 'outline-secondary' },
  details: { label: 'Details', icon: 'bi-info-circle', variant: 'outline-secondary' },
  delete: { label: 'Delete', icon: 'bi-trash', variant: 'outline-danger' },
  withdraw: { label: 'Withdraw', icon: 'bi-x-circle', variant: 'outline-danger' },
  booking: { label: 'View booking', icon: 'bi-receipt', variant: 'outline-primary' },
};

type BidActionsProps = {
  bid: Bid;
  onAction: (action: BidAction, bid: Bid) => void;
  className?: string;
  /** The actions offered here, of those the bid allows. */
  only?: (action: BidAction) => boolean;
};

export function BidActions({ bid, onAction, className, only = () => true }: BidActionsProps) {
  return (
    <div className={`d-flex flex-wrap gap-2 ${className ?? ''}`}>
      {bidActions(bid)
        .filter(only)
        .map((action) => {
          const { label, icon, variant } = buttons[action];
          return (
            <Button key={action} size="sm" variant={variant} onClick={() => onAction(action, bid)}>
              <i className={`bi ${icon} me-1`} aria-hidden="true" />
              {label}
            </Button>
          );
        })}
    </div>
  );
}

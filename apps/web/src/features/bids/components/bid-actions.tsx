import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Bid } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { bidActions, type BidAction } from '../lib/bid-view';
import { autopayFailed } from './bid-autopay-note';

const buttons: Record<BidAction, { label: MessageDescriptor; icon: string; variant: string }> = {
  counter: { label: msg`View counter-offer`, icon: 'bi-arrow-left-right', variant: 'primary' },
  pay: { label: msg`Pay and book`, icon: 'bi-credit-card', variant: 'success' },
  guests: { label: msg`Guest details`, icon: 'bi-people', variant: 'outline-secondary' },
  details: { label: msg`Details`, icon: 'bi-info-circle', variant: 'outline-secondary' },
  delete: { label: msg`Delete`, icon: 'bi-trash', variant: 'outline-danger' },
  withdraw: { label: msg`Withdraw`, icon: 'bi-x-circle', variant: 'outline-danger' },
  booking: { label: msg`View booking`, icon: 'bi-receipt', variant: 'outline-primary' },
};
/** An accepted bid whose automatic payment failed is paid by hand, now. */
const payNow = msg`Pay now`;

type BidActionsProps = {
  bid: Bid;
  onAction: (action: BidAction, bid: Bid) => void;
  className?: string;
  /** The actions offered here, of those the bid allows. */
  only?: (action: BidAction) => boolean;
};

export function BidActions({ bid, onAction, className, only = () => true }: BidActionsProps) {
  const { i18n } = useLingui();
  return (
    <div className={`d-flex flex-wrap gap-2 ${className ?? ''}`}>
      {bidActions(bid)
        .filter(only)
        .map((action) => {
          const { icon, variant, ...button } = buttons[action];
          const label = action === 'pay' && autopayFailed(bid) ? payNow : button.label;
          if (action === 'booking')
            return (
              <Link key={action} to={paths.dashboard.bookings.href(bid.id)} className={`btn btn-sm btn-${variant}`}>
                <i className={`bi ${icon} me-1`} aria-hidden="true" />
                {i18n._(label)}
              </Link>
            );
          return (
            <Button key={action} size="sm" variant={variant} onClick={() => onAction(action, bid)}>
              <i className={`bi ${icon} me-1`} aria-hidden="true" />
              {i18n._(label)}
            </Button>
          );
        })}
    </div>
  );
}

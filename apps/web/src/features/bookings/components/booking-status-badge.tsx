import type { Order } from '@bidstay/contract';
import Badge from 'react-bootstrap/Badge';
import { statusLabels } from '../lib/booking-view';

export function BookingStatusBadge({ status }: { status: Order['status'] }) {
  const { label, variant } = statusLabels[status];
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined} data-testid="booking-status">
      {label}
    </Badge>
  );
}

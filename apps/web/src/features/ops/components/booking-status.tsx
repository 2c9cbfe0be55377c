import type { BookingStatus } from '@bidstay/contract';
import Badge from 'react-bootstrap/Badge';
import { bookingStatusLabels } from '../lib/bookings';

export function OpsBookingStatus({ status }: { status: BookingStatus }) {
  const { label, variant } = bookingStatusLabels[status];
  return (
    <Badge bg={variant} text={['warning', 'light', 'info'].includes(variant) ? 'dark' : undefined}>
      {label}
    </Badge>
  );
}

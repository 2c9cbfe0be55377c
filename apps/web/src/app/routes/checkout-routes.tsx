import { VoucherButton } from '@/features/bookings/components/voucher-button';
import { BookingConfirmationPage } from '@/features/checkout/pages/booking-confirmation-page';

export function BookingConfirmationRoute() {
  return <BookingConfirmationPage VoucherAction={VoucherButton} />;
}

import { messages, type Bid } from '@bidstay/contract';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toasts';
import { storeBookingDetails } from '@/lib/booking-details';
import { bidBooking, guestDetailsOf } from '../lib/bid-view';

/** SPEC §4 "Go to Booking", for a counter-offer and for an accepted bid alike. */
export function useGoToBooking() {
  const navigate = useNavigate();
  const toast = useToast();
  return (bid: Bid) => {
    const details = bidBooking(bid, guestDetailsOf(bid));
    if (!details) return toast({ variant: 'danger', body: messages.generic.internal });
    storeBookingDetails(details);
    void navigate(paths.hotelBooking.href());
  };
}

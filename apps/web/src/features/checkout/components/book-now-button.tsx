import { Trans } from '@lingui/react/macro';
import { messages } from '@bidstay/contract/plain';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toasts';
import type { GuardState } from '@/features/auth/components/require-auth';
import type { RateOffer } from '@/lib/rate-offer';
import { useSession } from '@/lib/session';
import { rateSearch } from '../lib/rate-search';

/** Books the rate at its listed price; signed out, the booking page's guard signs in first and comes back. */
export function BookNowButton({ offer }: { offer: RateOffer }) {
  const session = useSession();
  const toast = useToast();

  function onClick(event: MouseEvent) {
    if (session?.role !== 'supplier') return;
    event.preventDefault();
    toast({ variant: 'info', body: messages.supplier.customersOnly });
  }

  const state: GuardState = { purpose: { action: 'book', hotelName: offer.hotelName } };
  return (
    <Link to={paths.hotelBooking.href(rateSearch(offer))} state={state} className="btn btn-primary" onClick={onClick}>
      <Trans>Book now</Trans>
    </Link>
  );
}

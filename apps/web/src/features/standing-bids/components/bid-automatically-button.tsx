import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useResume, useSendToSignIn } from '@/features/auth/components/require-auth';
import { parseGuests } from '@/lib/parse-guests';
import { useSession } from '@/lib/session';
import { StandingBidDialog } from './standing-bid-dialog';

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The stay in the page's URL, when it names one, with the search's party (children's ages too) when it names one. */
function stayOfUrl(params: URLSearchParams) {
  const checkIn = params.get('checkin');
  const checkOut = params.get('checkout');
  if (!isDay(checkIn) || !isDay(checkOut)) return undefined;
  const guests = params.get('guests');
  return { checkIn, checkOut, ...(guests && { guests: parseGuests(guests) }) };
}

type Props = { hid: number; name: string; className?: string };

/** Opens "Bid automatically"; signed out, it goes to sign-in and comes back here with it open. */
export function BidAutomaticallyButton({ hid, name, className = 'btn btn-outline-primary' }: Props) {
  const session = useSession();
  const sendToSignIn = useSendToSignIn();
  const [params] = useSearchParams();
  const reopened = useResume()?.standingHotel === hid && session?.role === 'customer';
  const [open, setOpen] = useState(reopened);

  function onClick() {
    if (session?.role === 'customer') return setOpen(true);
    sendToSignIn({ action: 'standing', hotelName: name }, { standingHotel: hid });
  }

  return (
    <>
      <button type="button" className={className} onClick={onClick}>
        <i className="bi bi-magic me-1" aria-hidden="true" />
        <Trans>Bid automatically</Trans>
      </button>
      <StandingBidDialog
        show={open}
        hotelId={hid}
        hotelName={name}
        stay={stayOfUrl(params)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

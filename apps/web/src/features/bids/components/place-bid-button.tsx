import { Trans } from '@lingui/react/macro';
import { messages } from '@bidstay/contract/plain';
import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/components/toasts';
import { useResume, useSendToSignIn } from '@/features/auth/components/require-auth';
import { useSession } from '@/lib/session';
import type { RateAction, RateOffer } from '@/lib/rate-offer';

/** The dialog (its form, zod and the bid schemas) loads with the first click, not with the hotel page. */
const PlaceBidDialog = lazy(() => import('./place-bid-dialog').then((m) => ({ default: m.PlaceBidDialog })));

type PlaceBidButtonProps = {
  offer: RateOffer;
  BookAction: RateAction;
  /** What bids like this one won lately, shown above the amount. */
  WinningBids: RateAction;
};

/**
 * Opens the bid dialog, signed in or out: signed out, its button sends to sign-in, which comes back here with the
 * dialog open and the amount typed.
 */
export function PlaceBidButton({ offer, BookAction, WinningBids }: PlaceBidButtonProps) {
  const session = useSession();
  const toast = useToast();
  const sendToSignIn = useSendToSignIn();
  const resumed = useResume()?.bid;
  const reopened = resumed?.matchHash === offer.matchHash && session?.role === 'customer';
  const [open, setOpen] = useState(reopened);
  const [opened, setOpened] = useState(reopened);

  function onClick() {
    if (session && session.role !== 'customer')
      return toast({ variant: 'info', body: messages.supplier.customersOnly });
    setOpen(true);
    setOpened(true);
  }

  function signInToBid(amount: number | undefined) {
    sendToSignIn(
      { action: 'bid', hotelName: offer.hotelName },
      { bid: { matchHash: offer.matchHash, amount: Number.isFinite(amount) ? amount : undefined } },
    );
  }

  return (
    <>
      <button type="button" className="btn btn-outline-primary" onClick={onClick}>
        <Trans>Place a bid</Trans>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <PlaceBidDialog
            show={open}
            offer={offer}
            customerId={session?.customerId}
            initialAmount={reopened ? resumed.amount : undefined}
            onSignIn={signInToBid}
            onClose={() => setOpen(false)}
            BookAction={BookAction}
            WinningBids={WinningBids}
          />
        </Suspense>
      )}
    </>
  );
}

import { messages } from '@bidstay/contract/plain';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toasts';
import type { GuardState } from '@/features/auth/components/require-auth';
import { useSession } from '@/lib/session';
import type { RateAction, RateOffer } from '@/lib/rate-offer';

/** The dialog (its form, zod and the bid schemas) loads with the first click, not with the hotel page. */
const PlaceBidDialog = lazy(() => import('./place-bid-dialog').then((m) => ({ default: m.PlaceBidDialog })));

type PlaceBidButtonProps = { offer: RateOffer; BookAction: RateAction };

/** Opens the bid dialog; signed out, it goes to sign-in and comes back to this hotel afterwards. */
export function PlaceBidButton({ offer, BookAction }: PlaceBidButtonProps) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  function onClick() {
    if (!session) {
      const state: GuardState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      void navigate(paths.signIn.href(), { state });
      return;
    }
    if (session.role !== 'customer') return toast({ variant: 'info', body: messages.supplier.customersOnly });
    setOpen(true);
    setOpened(true);
  }

  return (
    <>
      <button type="button" className="btn btn-outline-primary" onClick={onClick}>
        Place a bid
      </button>
      {session && opened && (
        <Suspense fallback={null}>
          <PlaceBidDialog
            show={open}
            offer={offer}
            customerId={session.customerId}
            onClose={() => setOpen(false)}
            BookAction={BookAction}
          />
        </Suspense>
      )}
    </>
  );
}

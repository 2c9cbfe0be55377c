import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { Role } from '@/lib/auth-storage';
import { useSession } from '@/lib/session';

/** What a signed-out visitor was doing when sent to sign in: the sign-in page says it. */
export type SignInPurpose = { action: 'bid' | 'book' | 'standing'; hotelName: string };

/** What to reopen on coming back: the bid dialog of a rate with the amount typed, or a hotel's "Bid automatically". */
export type Resume = { bid?: { matchHash: string; amount?: number }; standingHotel?: number };

export type GuardState = {
  from?: { pathname: string; search: string; hash: string };
  purpose?: SignInPurpose;
  resume?: Resume;
};

/** Where each role starts: a hotel partner in the supplier console, an operator in the back office, a customer in their account. */
export const roleHome: Record<Role, string> = {
  customer: paths.dashboard.root.href(),
  supplier: paths.supplier.bids.href(),
  operator: paths.ops.root.href(),
};

/** Sends a signed-out visitor to sign in, to come back to this page afterwards with what they were doing. */
export function useSendToSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  return (purpose?: SignInPurpose, resume?: Resume) => {
    const state: GuardState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
      purpose,
      resume,
    };
    void navigate(paths.signIn.href(), { state });
  };
}

/** What the page was reopened with after sign-in, if anything. */
export function useResume(): Resume | undefined {
  return (useLocation().state as { resume?: Resume } | null)?.resume;
}

/**
 * Lets signed-in accounts of `role` through; sends everyone else to sign in, remembering where they were
 * going (and why, when the link said), and an account of another role to its own start page.
 */
export function RequireAuth({ role }: { role: Role }) {
  const session = useSession();
  const location = useLocation();
  if (session?.role === role) return <Outlet />;
  if (session) return <Navigate to={roleHome[session.role]} replace />;
  const purpose = (location.state as GuardState | null)?.purpose;
  const state: GuardState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
    purpose,
  };
  return <Navigate to={paths.signIn.href()} replace state={state} />;
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import type { Role } from '@/lib/auth-storage';
import { useSession } from '@/lib/session';

export type GuardState = { from?: { pathname: string; search: string; hash: string } };

/** Where each role starts: a hotel partner in the supplier console, an operator in the back office, a customer in their account. */
export const roleHome: Record<Role, string> = {
  customer: paths.dashboard.root.href(),
  supplier: paths.supplier.bids.href(),
  operator: paths.ops.root.href(),
};

/**
 * Lets signed-in accounts of `role` through; sends everyone else to sign in, remembering where they were
 * going, and an account of another role to its own start page.
 */
export function RequireAuth({ role }: { role: Role }) {
  const session = useSession();
  const location = useLocation();
  if (session?.role === role) return <Outlet />;
  if (session) return <Navigate to={roleHome[session.role]} replace />;
  const state: GuardState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return <Navigate to={paths.signIn.href()} replace state={state} />;
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { useSession } from '@/lib/session';

export type GuardState = { from?: { pathname: string; search: string; hash: string } };

/** Lets signed-in customers through; sends everyone else to sign in, remembering where they were going. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session) return <Outlet />;
  const state: GuardState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return <Navigate to={paths.signIn.href()} replace state={state} />;
}

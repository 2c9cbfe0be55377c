import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { roleHome, type GuardState } from '@/features/auth/components/require-auth';
import { SignInPage } from '@/features/auth/pages/sign-in-page';
import { customerQueryOptions } from '@/features/profile/api/get-customer';
import type { Session } from '@/lib/auth-storage';
import { paths } from '@/config/paths';

/**
 * After sign-in: back where the guard sent them from (a hotel partner only within the supplier console, an operator
 * only within the back office, else its start), else a customer to the profile while incomplete, else home.
 */
export function SignInRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const from = (useLocation().state as GuardState | null)?.from;

  async function destination(session: Session) {
    const back = from && `${from.pathname}${from.search}${from.hash}`;
    if (session.role !== 'customer') {
      const home = roleHome[session.role];
      return back?.startsWith(home) ? back : home;
    }
    if (back) return back;
    const customer = await queryClient.fetchQuery(customerQueryOptions(session.customerId)).catch(() => null);
    return customer && !customer.completed ? paths.dashboard.profile.href() : paths.home.href();
  }

  return <SignInPage onSignedIn={async (session) => void navigate(await destination(session), { replace: true })} />;
}

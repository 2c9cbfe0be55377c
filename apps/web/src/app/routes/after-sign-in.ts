import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { roleHome, type GuardState } from '@/features/auth/components/require-auth';
import { customerQueryOptions } from '@/features/profile/api/get-customer';
import type { Session } from '@/lib/auth-storage';
import { paths } from '@/config/paths';

/**
 * After sign-in or sign-up: back where the guard sent them from (a hotel partner only within the supplier console, an
 * operator only within the back office, else its start) with what they were doing, else a customer to the profile
 * while incomplete, else home.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const guard = (useLocation().state as GuardState | null) ?? {};

  async function destination(session: Session) {
    const { from } = guard;
    const back = from && `${from.pathname}${from.search}${from.hash}`;
    if (session.role !== 'customer') {
      const home = roleHome[session.role];
      return back?.startsWith(home) ? back : home;
    }
    if (back) return back;
    const customer = await queryClient.fetchQuery(customerQueryOptions(session.customerId)).catch(() => null);
    return customer && !customer.completed ? paths.dashboard.profile.href() : paths.home.href();
  }

  const onSignedIn = async (session: Session) => {
    const state = session.role === 'customer' && guard.resume ? { resume: guard.resume } : null;
    void navigate(await destination(session), { replace: true, state });
  };
  return { onSignedIn, guard };
}

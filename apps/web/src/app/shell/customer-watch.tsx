import { useEffect } from 'react';
import { useCurrentCustomer } from '@/features/profile/api/get-customer';
import { useSignOut } from '@/hooks/use-sign-out';
import { isApiError } from '@/lib/api-client';

/** Signs out when the stored session no longer works: a 401 or a deactivated account. */
export function CustomerWatch() {
  const { data: customer, error } = useCurrentCustomer();
  const signOut = useSignOut();
  const invalid = isApiError(error, 401) || customer?.active === false;

  useEffect(() => {
    if (invalid) void signOut();
  }, [invalid, signOut]);

  return null;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export function getCustomer(id: string) {
  return apiClient.get(`/api/getCustomerById?id=${encodeURIComponent(id)}`, 'customer');
}

export function customerQueryOptions(id: string) {
  return queryOptions({ queryKey: ['customers', id], queryFn: () => getCustomer(id) });
}

/** The signed-in customer; idle while signed out or signed in as a hotel partner. */
export function useCurrentCustomer() {
  const session = useSession();
  return useQuery({ ...customerQueryOptions(session?.customerId ?? ''), enabled: session?.role === 'customer' });
}

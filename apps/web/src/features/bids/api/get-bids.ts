import { bidSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export function getBids(customerId: string) {
  return apiClient.get(`/api/newCustomerBids?customerId=${encodeURIComponent(customerId)}`, z.array(bidSchema));
}

export function bidsQueryOptions(customerId: string) {
  return queryOptions({ queryKey: ['bids', customerId], queryFn: () => getBids(customerId) });
}

/** The signed-in customer's bids, newest first; a failed load is only logged (SPEC §8). */
export function useBids() {
  const session = useSession();
  const bids = useQuery({ ...bidsQueryOptions(session?.customerId ?? ''), enabled: session?.role === 'customer' });
  useEffect(() => {
    if (bids.error) console.error('Could not load the bids', bids.error);
  }, [bids.error]);
  return bids;
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getWishlistHotels(hids: number[]) {
  return apiClient.post('/api/getListOfHotelsMinimal', 'hotelsMinimal', hids);
}

export function wishlistHotelsQueryOptions(hids: number[]) {
  const sorted = [...hids].sort((a, b) => a - b);
  return queryOptions({ queryKey: ['wishlist-hotels', sorted], queryFn: () => getWishlistHotels(sorted) });
}

export function useWishlistHotels(hids: number[] | undefined) {
  return useQuery({
    ...wishlistHotelsQueryOptions(hids ?? []),
    enabled: Boolean(hids?.length),
    placeholderData: keepPreviousData,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export function getWishlist(customerId: string) {
  return apiClient.get(`/api/getLikedHotelList/${encodeURIComponent(customerId)}`, 'hotelIds');
}

export function wishlistQueryOptions(customerId: string) {
  return queryOptions({ queryKey: ['wishlist', customerId], queryFn: () => getWishlist(customerId) });
}

/** The signed-in customer's liked hotel ids; idle while signed out. */
export function useWishlist() {
  const session = useSession();
  return useQuery({ ...wishlistQueryOptions(session?.customerId ?? ''), enabled: Boolean(session) });
}

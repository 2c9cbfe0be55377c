import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { wishlistQueryOptions } from './get-wishlist';

type WishlistChange = { customerId: string; hid: number; liked: boolean };

export function changeWishlist({ customerId, hid, liked }: WishlistChange) {
  const query = new URLSearchParams({ userId: customerId, hotelId: String(hid) });
  const call = liked ? 'likeHotel' : 'removeLikedHotel';
  return apiClient.post(`/api/User/${call}?${query.toString()}`, 'wishlist');
}

/** Likes or unlikes a hotel at once in the cache, and puts the list back if the server refuses. */
export function useChangeWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWishlist,
    onMutate: async ({ customerId, hid, liked }) => {
      const { queryKey } = wishlistQueryOptions(customerId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      const without = (previous ?? []).filter((id) => id !== hid);
      queryClient.setQueryData(queryKey, liked ? [...without, hid] : without);
      return { previous };
    },
    onError: (_error, { customerId }, context) => {
      queryClient.setQueryData(wishlistQueryOptions(customerId).queryKey, context?.previous);
    },
    onSuccess: ({ wishList }, { customerId }) => {
      queryClient.setQueryData(wishlistQueryOptions(customerId).queryKey, wishList);
    },
  });
}

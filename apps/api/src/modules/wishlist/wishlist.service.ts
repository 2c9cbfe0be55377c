import { messages } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

export type WishlistService = ReturnType<typeof createWishlistService>;

type Deps = { repository: WishlistRepository; hotels: HotelsService };

export function createWishlistService({ repository, hotels }: Deps) {
  function requireHotels(ids: number[]) {
    if (ids.some((id) => !hotels.hasHotel(id))) throw new AppError('not_found', messages.hotels.notFound);
  }

  return {
    list: (customerId: string) => repository.read(customerId),

    async like(customerId: string, hotelIds: number[]) {
      requireHotels(hotelIds);
      return repository.change(customerId, (current) => [...current, ...hotelIds]);
    },

    async remove(customerId: string, hotelId: number) {
      return repository.change(customerId, (current) => current.filter((id) => id !== hotelId));
    },
  };
}

import { messages } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

export type WishlistService = ReturnType<typeof createWishlistService>;

type Deps = { repository: WishlistRepository; hotels: HotelsService };

export function createWishlistService({ repository, hotels }: Deps) {
  async function requireHotels(ids: number[]) {
    const known = await hotels.minimalHotels(ids);
    if (known.length < new Set(ids).size) throw new AppError('not_found', messages.hotels.notFound);
  }

  return {
    list: (customerId: string) => repository.read(customerId),

    async like(customerId: string, hotelIds: number[]) {
      await requireHotels(hotelIds);
      return repository.change(customerId, (current) => [...current, ...hotelIds]);
    },

    async remove(customerId: string, hotelId: number) {
      return repository.change(customerId, (current) => current.filter((id) => id !== hotelId));
    },
  };
}

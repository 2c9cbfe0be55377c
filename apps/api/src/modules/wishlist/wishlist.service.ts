import { messages } from '@bidstay/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { createWishlistRepository } from './wishlist.repository.ts';

export type WishlistService = ReturnType<typeof createWishlistService>;

export function createWishlistService({ db, hotels }: { db: Db; hotels: HotelsService }) {
  const repository = createWishlistRepository(db);

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

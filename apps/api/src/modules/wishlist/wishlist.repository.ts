import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';

/** The wishlist is the customer's `wish_list` column: hotel ids, in the order liked, no duplicates. */
export function createWishlistRepository(db: Db) {
  return {
    async read(customerId: string): Promise<number[]> {
      const [row] = await db
        .select({ wishList: customers.wishList })
        .from(customers)
        .where(eq(customers.id, customerId));
      return [...new Set(row?.wishList ?? [])];
    },

    /** Reads and writes under a row lock, so two tabs liking at once lose nothing. */
    async change(customerId: string, edit: (current: number[]) => number[]): Promise<number[]> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ wishList: customers.wishList })
          .from(customers)
          .where(eq(customers.id, customerId))
          .for('update');
        const next = [...new Set(edit(row?.wishList ?? []))];
        await tx.update(customers).set({ wishList: next }).where(eq(customers.id, customerId));
        return next;
      });
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;

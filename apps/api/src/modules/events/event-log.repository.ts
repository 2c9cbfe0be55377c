import { and, asc, eq, gt, inArray, lt, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bidEvents } from '../../db/schema.ts';
import type { HotelScope } from '../bids/bids.service.ts';

export type LoggedBidEvent = typeof bidEvents.$inferSelect;

/** Whose events a stream hears: a customer's own bids', or a supplier's hotels'. */
export type Audience = { customerId?: string; scope?: HotelScope };

const PAGE = 500;

function audienceOf({ customerId, scope }: Audience): SQL | undefined {
  if (customerId) return eq(bidEvents.customerId, customerId);
  if (scope === 'all') return undefined;
  return inArray(bidEvents.hotelId, scope ?? []);
}

export type EventLogRepository = ReturnType<typeof createEventLogRepository>;

/** The bid event log (decision 033): read in id order, which is commit order. */
export function createEventLogRepository(db: Db) {
  return {
    async lastId(): Promise<number> {
      const [row] = await db.select({ id: max(bidEvents.id) }).from(bidEvents);
      return row?.id ?? 0;
    },

    /** The next page of events after `afterId`, of an audience or of everyone. */
    after(afterId: number, audience?: Audience): Promise<LoggedBidEvent[]> {
      return db
        .select()
        .from(bidEvents)
        .where(and(gt(bidEvents.id, afterId), audience && audienceOf(audience)))
        .orderBy(asc(bidEvents.id))
        .limit(PAGE);
    },

    pageSize: PAGE,

    async deleteBefore(moment: Date) {
      await db.delete(bidEvents).where(lt(bidEvents.createdAt, moment));
    },
  };
}

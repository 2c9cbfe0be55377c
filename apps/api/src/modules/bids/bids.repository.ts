import type { Bid, BidStatus } from '@bidstay/contract';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bids, jobs } from '../../db/schema.ts';

export type BidRow = typeof bids.$inferSelect;
type BidInsert = typeof bids.$inferInsert;
export type JobInsert = typeof jobs.$inferInsert;
type BidChanges = Partial<
  Pick<BidRow, 'status' | 'counterAmount' | 'decidedBy' | 'reason' | 'decidedAt' | 'deletedAt' | 'updatedAt'>
>;

export const BID_EVENTS_CHANNEL = 'bid_events';

export function toBid(row: BidRow): Bid {
  const snapshot = row.snapshot as Bid['booking'];
  return {
    id: row.id,
    customer_id: row.customerId,
    hotel_id: row.hotelId,
    amount: row.amount,
    bid: row.bid,
    currency: row.currency,
    status: row.status as BidStatus,
    counter_offer:
      row.counterAmount === null
        ? null
        : { amount_to_pay: row.counterAmount, currency: row.currency, book_hash: snapshot.book_hash },
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    decided_by: row.decidedBy,
    reason: row.reason,
    booking: snapshot,
  };
}

export type HotelScope = 'all' | number[];

function inScope(scope: HotelScope): SQL | undefined {
  if (scope === 'all') return undefined;
  return scope.length ? inArray(bids.hotelId, scope) : sql`false`;
}

export function createBidsRepository(db: Db) {
  /** My Bids, which a signed-in customer's pages reload on every change: its SQL built once. */
  const bidsOfCustomer = db
    .select()
    .from(bids)
    .where(and(eq(bids.customerId, sql.placeholder('customerId')), isNull(bids.deletedAt)))
    .orderBy(desc(bids.createdAt))
    .prepare('bids_of_customer');

  return {
    async insert(values: BidInsert, tx: Db | Tx = db): Promise<BidRow> {
      const [row] = await tx.insert(bids).values(values).returning();
      if (!row) throw new Error('bid insert returned nothing');
      return row;
    },

    /**
     * The bid and the jobs it starts, in one statement (a data-modifying CTE runs to completion
     * whether or not the main query reads it): atomic, and one round trip to the database.
     */
    async insertWithJobs(values: BidInsert & { id: string }, queued: JobInsert[]): Promise<void> {
      const inserted = db.$with('inserted_bid').as(db.insert(bids).values(values).returning({ id: bids.id }));
      await db.with(inserted).insert(jobs).values(queued);
    },

    async find(id: string): Promise<BidRow | undefined> {
      const [row] = await db
        .select()
        .from(bids)
        .where(and(eq(bids.id, id), isNull(bids.deletedAt)))
        .limit(1);
      return row;
    },

    listOfCustomer: (customerId: string): Promise<BidRow[]> => bidsOfCustomer.execute({ customerId }),

    /** Pending bids oldest first (the queue to answer); decided ones newest first (history). */
    async listOfHotels(scope: HotelScope, status?: BidStatus): Promise<BidRow[]> {
      return db
        .select()
        .from(bids)
        .where(and(isNull(bids.deletedAt), inScope(scope), status ? eq(bids.status, status) : undefined))
        .orderBy(status === 'pending' ? asc(bids.createdAt) : desc(bids.updatedAt))
        .limit(500);
    },

    /**
     * Moves a bid on only if it is still in one of `from`: of two racing changes exactly one
     * matches, the other gets undefined.
     */
    async transition(
      id: string,
      from: BidStatus[],
      changes: BidChanges,
      { tx = db, customerId }: { tx?: Db | Tx; customerId?: string } = {},
    ): Promise<BidRow | undefined> {
      const [row] = await tx
        .update(bids)
        .set(changes)
        .where(
          and(
            eq(bids.id, id),
            isNull(bids.deletedAt),
            inArray(bids.status, from),
            customerId ? eq(bids.customerId, customerId) : undefined,
          ),
        )
        .returning();
      return row;
    },

    async notify(row: BidRow, tx: Db | Tx) {
      const event = JSON.stringify({
        customerId: row.customerId,
        bidId: row.id,
        status: row.status,
        hotelId: row.hotelId,
      });
      await tx.execute(sql`select pg_notify(${BID_EVENTS_CHANNEL}, ${event})`);
    },
  };
}

export type BidsRepository = ReturnType<typeof createBidsRepository>;

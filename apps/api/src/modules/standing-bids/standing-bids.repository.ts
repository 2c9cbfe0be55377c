import { and, asc, desc, eq, inArray, lte, or, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { standingBids } from '../../db/schema.ts';

export type StandingBidRow = typeof standingBids.$inferSelect;
export type NewStandingBid = typeof standingBids.$inferInsert;

const active = eq(standingBids.status, 'active');

export type StandingBidsRepository = ReturnType<typeof createStandingBidsRepository>;

export function createStandingBidsRepository(db: Db) {
  return {
    async insert(values: NewStandingBid): Promise<StandingBidRow> {
      const [row] = await db.insert(standingBids).values(values).returning();
      if (!row) throw new Error('standing bid insert returned nothing');
      return row;
    },

    async find(id: string): Promise<StandingBidRow | undefined> {
      const [row] = await db.select().from(standingBids).where(eq(standingBids.id, id));
      return row;
    },

    listOfCustomer: (customerId: string) =>
      db
        .select()
        .from(standingBids)
        .where(eq(standingBids.customerId, customerId))
        .orderBy(desc(standingBids.createdAt)),

    /**
     * Takes up to `limit` active standing bids due for a check, the longest due first, and moves their next check to
     * `next`: two runs at once (two processes) never check the same one.
     */
    async claimDue(now: Date, next: Date, limit: number): Promise<StandingBidRow[]> {
      const due = db
        .select({ id: standingBids.id })
        .from(standingBids)
        .where(and(active, lte(standingBids.nextCheckAt, now)))
        .orderBy(asc(standingBids.nextCheckAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(standingBids)
        .set({ nextCheckAt: next, lastCheckedAt: now })
        .where(inArray(standingBids.id, due))
        .returning();
    },

    /** A check the partner could not answer is due again at `when`. */
    async checkAgainAt(id: string, when: Date) {
      await db
        .update(standingBids)
        .set({ nextCheckAt: when })
        .where(and(eq(standingBids.id, id), active));
    },

    /** The hotel's rules changed: each of its active standing bids is due at once. */
    async dueNowForHotel(hotelId: number, now: Date) {
      await db
        .update(standingBids)
        .set({ nextCheckAt: now })
        .where(and(eq(standingBids.hotelId, hotelId), active));
    },

    /** Takes today's one try for a bid; false if it was taken already, or the standing bid is no longer active. */
    async takeTodaysTry(id: string, today: string, now: Date): Promise<boolean> {
      const taken = await db
        .update(standingBids)
        .set({ lastBidOn: today, updatedAt: now })
        .where(
          and(eq(standingBids.id, id), active, or(isNull(standingBids.lastBidOn), lt(standingBids.lastBidOn, today))),
        )
        .returning({ id: standingBids.id });
      return taken.length > 0;
    },

    /** Gives back a try that placed nothing. */
    async giveBackTry(id: string, previous: string | null) {
      await db.update(standingBids).set({ lastBidOn: previous }).where(eq(standingBids.id, id));
    },

    /** Ends an active standing bid with `status`; undefined if it was not active. */
    async end(
      id: string,
      status: 'placed' | 'ended' | 'cancelled',
      now: Date,
      bidId: string | null = null,
      customerId?: string,
    ) {
      const [row] = await db
        .update(standingBids)
        .set({ status, bidId, updatedAt: now })
        .where(and(eq(standingBids.id, id), active, customerId ? eq(standingBids.customerId, customerId) : undefined))
        .returning();
      return row;
    },

    /** The active standing bids whose last day has passed or whose stay has begun. */
    async endOverdue(today: string, now: Date): Promise<StandingBidRow[]> {
      return db
        .update(standingBids)
        .set({ status: 'ended', updatedAt: now })
        .where(and(active, or(lt(standingBids.until, today), lte(standingBids.checkIn, today))))
        .returning();
    },
  };
}

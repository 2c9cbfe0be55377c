import type { StandingBidStay } from '@bidstay/contract';
import { and, desc, eq, inArray, lte, or, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { standingBids } from '../../db/schema.ts';

export type StandingBidRow = typeof standingBids.$inferSelect;
export type NewStandingBid = typeof standingBids.$inferInsert;

const active = eq(standingBids.status, 'active');
/** The advisory lock's first key: with the customer's as the second, one customer's creations take turns. */
const CUSTOMER_CAPS_LOCK = 4_242_003;
/** A standing bid's place among its customer's due ones: 1 for the longest due. */
const turnOfCustomer = sql<number>`row_number() over (partition by ${standingBids.customerId} order by ${standingBids.nextCheckAt}, ${standingBids.id})`;

export type StandingBidsRepository = ReturnType<typeof createStandingBidsRepository>;

export function createStandingBidsRepository(db: Db) {
  return {
    async insert(values: NewStandingBid, tx: Db | Tx = db): Promise<StandingBidRow> {
      const [row] = await tx.insert(standingBids).values(values).returning();
      if (!row) throw new Error('standing bid insert returned nothing');
      return row;
    },

    async find(id: string): Promise<StandingBidRow | undefined> {
      const [row] = await db.select().from(standingBids).where(eq(standingBids.id, id));
      return row;
    },

    /**
     * Holds the customer's creations back until `tx` ends: a lock on a key, not on rows, as a count of rows cannot lock
     * the row that is not there yet. Two customers whose ids hash alike merely wait for each other.
     */
    async lockCustomer(customerId: string, tx: Tx) {
      await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_CAPS_LOCK}, hashtext(${customerId}))`);
    },

    /** The hotel and stay of each of the customer's active standing bids. */
    activeStaysOf: (customerId: string, tx: Db | Tx = db): Promise<StandingBidStay[]> =>
      tx
        .select({ hotelId: standingBids.hotelId, checkIn: standingBids.checkIn, checkOut: standingBids.checkOut })
        .from(standingBids)
        .where(and(eq(standingBids.customerId, customerId), active)),

    listOfCustomer: (customerId: string) =>
      db
        .select()
        .from(standingBids)
        .where(eq(standingBids.customerId, customerId))
        .orderBy(desc(standingBids.createdAt)),

    /**
     * Takes up to `limit` active standing bids due for a check, customers in turn (each one's longest due first, then
     * each one's next), and moves their next check to `next`: two runs at once (two processes) never check the same
     * one. Rows come back oldest first.
     */
    async claimDue(now: Date, next: Date, limit: number): Promise<StandingBidRow[]> {
      const due = and(active, lte(standingBids.nextCheckAt, now));
      const turns = db
        .select({
          id: standingBids.id,
          nextCheckAt: standingBids.nextCheckAt,
          turn: turnOfCustomer.as('turn'),
        })
        .from(standingBids)
        .where(due)
        .as('turns');
      const inTurn = db.select({ id: turns.id }).from(turns).orderBy(turns.turn, turns.nextCheckAt).limit(limit);
      const free = db
        .select({ id: standingBids.id })
        .from(standingBids)
        .where(and(due, inArray(standingBids.id, inTurn)))
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(standingBids)
        .set({ nextCheckAt: next, lastCheckedAt: now })
        .where(inArray(standingBids.id, free))
        .returning();
      return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
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

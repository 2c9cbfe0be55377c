import type { BidStatus, PastBid } from '@bidstay/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rows } from '../../db/migrate.ts';
import { bids, hotels } from '../../db/schema.ts';
import type { BidRow } from './bids.repository.ts';

/** Bids that hold a room at a bid price: accepted, or paid. */
const ROOM_HOLDING_STATUSES: BidStatus[] = ['accepted', 'completed'];

export type HotelScope = 'all' | number[];

/** A past bid as the database answers raw SQL: numerics as text. */
type PastBidRow = Omit<PastBid, 'bid' | 'listed' | 'floor' | 'counterAmount'> & {
  bid: string;
  listed: string;
  floor: string;
  counterAmount: string | null;
};

const toPastBid = (row: PastBidRow): PastBid => ({
  ...row,
  bid: Number(row.bid),
  listed: Number(row.listed),
  floor: Number(row.floor),
  counterAmount: row.counterAmount === null ? null : Number(row.counterAmount),
});

export type HotelBidsFilter = {
  status?: BidStatus | 'decided' | undefined;
  hotelId?: number | undefined;
  stayFrom?: string | undefined;
  stayTo?: string | undefined;
};

function inScope(scope: HotelScope): SQL | undefined {
  if (scope === 'all') return undefined;
  return scope.length ? inArray(bids.hotelId, scope) : sql`false`;
}

/** The bids of hotels, read together: a partner's console and dashboard, a hotel's history and its nights held. */
export function createHotelBidsRepository(db: Db) {
  /** A hotel's bids since a moment that hold `only`, oldest first, with the stay read from each snapshot. */
  async function pastBids(hotelId: number, since: Date, only: SQL = sql`true`): Promise<PastBid[]> {
    // json_to_record reads each snapshot's text once, where three ->> would parse it three times.
    const result = await db.execute(sql`
      select ${bids.id} as id, ${bids.bid} as bid, ${bids.amount} as listed, ${bids.floor} as floor,
        ${bids.currency} as currency, ${bids.status} as status, ${bids.counterAmount} as "counterAmount",
        stay.check_in as "checkIn", stay.check_out as "checkOut", coalesce(stay.room_name, '') as "roomName",
        coalesce(stay.hotel_name, '') as "hotelName", to_char(${bids.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as "madeOn"
      from ${bids}, json_to_record(${bids.snapshot}) as stay(check_in text, check_out text, room_name text, hotel_name text)
      where ${bids.hotelId} = ${hotelId} and ${bids.createdAt} >= ${since.toISOString()} and ${only}
      order by ${bids.createdAt}`);
    return rows<PastBidRow>(result).map(toPastBid);
  }

  return {
    /**
     * Pending bids oldest first (the queue to answer); decided ones newest first (history), also those their customer
     * took off their list.
     */
    async listOfHotels(scope: HotelScope, status?: BidStatus): Promise<BidRow[]> {
      return db
        .select()
        .from(bids)
        .where(and(inScope(scope), status ? eq(bids.status, status) : undefined))
        .orderBy(status === 'pending' ? asc(bids.createdAt) : desc(bids.updatedAt))
        .limit(500);
    },

    /**
     * A page of the bids of some hotels, by status (or decided: any but pending) and check-in days, and their count;
     * also those their customer took off their list.
     */
    async pageOfHotels(scope: HotelScope, filter: HotelBidsFilter, page: { limit: number; offset: number }) {
      const checkIn = sql<string>`(${bids.snapshot}->>'check_in')`;
      const where = and(
        inScope(
          filter.hotelId === undefined
            ? scope
            : scope === 'all' || scope.includes(filter.hotelId)
              ? [filter.hotelId]
              : [],
        ),
        filter.status === 'decided'
          ? ne(bids.status, 'pending')
          : filter.status
            ? eq(bids.status, filter.status)
            : undefined,
        filter.stayFrom ? sql`${checkIn} >= ${filter.stayFrom}` : undefined,
        filter.stayTo ? sql`${checkIn} <= ${filter.stayTo}` : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(bids)
          .where(where)
          .orderBy(filter.status === 'pending' ? asc(bids.createdAt) : desc(bids.updatedAt))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(bids).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The stays of a hotel's bids that hold a room on a night of the given stay. */
    async acceptedStaysOverlapping(hotelId: number, stay: { checkIn: string; checkOut: string }, tx: Db | Tx = db) {
      const checkIn = sql<string>`(${bids.snapshot}->>'check_in')`;
      const checkOut = sql<string>`(${bids.snapshot}->>'check_out')`;
      return tx
        .select({ checkIn, checkOut })
        .from(bids)
        .where(
          and(
            eq(bids.hotelId, hotelId),
            inArray(bids.status, ROOM_HOLDING_STATUSES),
            isNull(bids.deletedAt),
            sql`${checkIn} < ${stay.checkOut}`,
            sql`${checkOut} > ${stay.checkIn}`,
          ),
        );
    },

    /** A hotel's bids since a moment, oldest first, as a replay of its rules reads them: no snapshot but the stay. */
    historyOfHotel: (hotelId: number, since: Date): Promise<PastBid[]> => pastBids(hotelId, since),

    /**
     * Only the bids the hotel took at their amount (accepted or paid, not countered), as a new bid's chance reads them:
     * each bid placed reads them, and a popular hotel's many rejected, countered or pending ones would only be read to be
     * left out.
     */
    takenOfHotel: (hotelId: number, since: Date): Promise<PastBid[]> =>
      pastBids(hotelId, since, and(inArray(bids.status, ROOM_HOLDING_STATUSES), isNull(bids.counterAmount))),

    /** A partner's bids made in a time range, or still pending (`pendingToo`), as the dashboard and its CSV read them. */
    async forDashboard(scope: HotelScope, range: { start: Date; end: Date }, pendingToo = false) {
      const made = and(gte(bids.createdAt, range.start), lt(bids.createdAt, range.end));
      return db
        .select({
          id: bids.id,
          hotelId: bids.hotelId,
          hotelName: sql<string>`coalesce(${bids.snapshot}->>'hotel_name', '')`,
          roomName: sql<string>`coalesce(${bids.snapshot}->>'room_name', '')`,
          checkIn: sql<string>`${bids.snapshot}->>'check_in'`,
          checkOut: sql<string>`${bids.snapshot}->>'check_out'`,
          status: bids.status,
          counterAmount: bids.counterAmount,
          bid: bids.bid,
          listed: bids.amount,
          currency: bids.currency,
          decidedBy: bids.decidedBy,
          ruleLabel: bids.ruleLabel,
          createdAt: bids.createdAt,
          decidedAt: bids.decidedAt,
        })
        .from(bids)
        .where(and(isNull(bids.deletedAt), inScope(scope), pendingToo ? or(made, eq(bids.status, 'pending')) : made))
        .orderBy(asc(bids.createdAt));
    },

    /** The bids decided since a moment on the hotels of a region, with each hotel's stars, as winning bids read them. */
    async decidedInRegion(regionId: number, since: Date) {
      return db
        .select({
          stars: hotels.starRating,
          bid: bids.bid,
          listed: bids.amount,
          status: bids.status,
          counterAmount: bids.counterAmount,
        })
        .from(bids)
        .innerJoin(hotels, eq(hotels.hid, bids.hotelId))
        .where(
          and(eq(hotels.regionId, regionId), inArray(bids.status, ROOM_HOLDING_STATUSES), gte(bids.decidedAt, since)),
        );
    },

    /**
     * Of the bids placed in `band` and decided since a moment, at every hotel or at one, how many the hotel accepted:
     * a bid it accepted and the customer did not pay still counts as accepted; a bid ended because another hotel of its
     * group accepted was decided by none.
     */
    async measuredBand(band: string, since: Date, hotelId?: number): Promise<{ accepted: number; decided: number }> {
      const accepted = sql`(${bids.status} in ('accepted', 'completed') or ${bids.reason} = 'not_paid_in_time')
        and ${bids.counterAmount} is null`;
      const [counted] = await db
        .select({
          decided: sql<number>`count(*)::int`,
          accepted: sql<number>`(count(*) filter (where ${accepted}))::int`,
        })
        .from(bids)
        .where(
          and(
            eq(bids.chanceBand, band),
            gte(bids.decidedAt, since),
            ne(bids.status, 'pending'),
            sql`${bids.reason} is distinct from 'another_hotel_accepted'`,
            hotelId === undefined ? undefined : eq(bids.hotelId, hotelId),
          ),
        );
      return { accepted: counted?.accepted ?? 0, decided: counted?.decided ?? 0 };
    },

    /** A hotel's bids, deleted ones aside, whose stay has a night from `from` to `to` (inclusive). */
    async stayingAt(hotelId: number, from: string, to: string) {
      const checkIn = sql<string>`(${bids.snapshot}->>'check_in')`;
      const checkOut = sql<string>`(${bids.snapshot}->>'check_out')`;
      return db
        .select({
          checkIn,
          checkOut,
          status: bids.status,
          counterAmount: bids.counterAmount,
          bid: bids.bid,
          listed: bids.amount,
        })
        .from(bids)
        .where(
          and(eq(bids.hotelId, hotelId), isNull(bids.deletedAt), sql`${checkIn} <= ${to}`, sql`${checkOut} > ${from}`),
        );
    },
  };
}

export type HotelBidsRepository = ReturnType<typeof createHotelBidsRepository>;

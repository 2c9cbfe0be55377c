import type { BookingStatus } from '@bidstay/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { jsonRow } from '../../db/json-row.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { bookingRefunds, bookings } from '../../db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;
type BookingInsert = typeof bookings.$inferInsert;
export type RefundRow = typeof bookingRefunds.$inferSelect;
type BookingChanges = Partial<Omit<BookingRow, 'id' | 'partnerOrderId' | 'customerId' | 'createdAt'>>;

/** The statuses of a booking the customer has paid for and that My Bookings lists, a payment given back included. */
export const ORDER_STATUSES: BookingStatus[] = ['paid', 'processing', 'confirmed', 'cancelled', 'refunded'];
export const PURCHASE_STATUSES: BookingStatus[] = [...ORDER_STATUSES, 'failed'];

/** What an order shows: not the partner's rate kept for booking, which is most of a row's bytes. */
const orderFields = {
  id: bookings.id,
  status: bookings.status,
  hotelId: bookings.hotelId,
  hotelName: bookings.hotelName,
  partnerOrderId: bookings.partnerOrderId,
  bidId: bookings.bidId,
  agreementNumber: bookings.agreementNumber,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  createdAt: bookings.createdAt,
  cancelledAt: bookings.cancelledAt,
  amount: bookings.amount,
  amountRefunded: bookings.amountRefunded,
  currency: bookings.currency,
  cancellationInfo: bookings.cancellationInfo,
  roomName: bookings.roomName,
  meal: bookings.meal,
  guests: bookings.guests,
  guestNames: bookings.guestNames,
};
export type OrderRow = Pick<BookingRow, keyof typeof orderFields>;
const orderRow = jsonRow(orderFields);

const ORDER_COLUMNS = {
  checkin_at: bookings.checkIn,
  checkout_at: bookings.checkOut,
  created_at: bookings.createdAt,
  cancelled_at: bookings.cancelledAt,
} as const;

/** A back-office search: part of the order id or agreement number, or one of the customers found by `q`. */
export type BookingSearch = { q?: string; customerIds: string[]; limit: number; offset: number };

export type OrderQuery = {
  orderBy: keyof typeof ORDER_COLUMNS;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
  partnerOrderIds?: string[];
};

export function createBookingsRepository(db: Db) {
  const customerParam = sql.placeholder('customerId');
  const ownOrders = (partnerOrderIds?: string[]): SQL | undefined =>
    and(
      eq(bookings.customerId, customerParam),
      inArray(bookings.status, ORDER_STATUSES),
      partnerOrderIds ? inArray(bookings.partnerOrderId, partnerOrderIds) : undefined,
    );

  /** A page of a customer's orders and their total; its SQL takes the customer, limit and offset. */
  function ordersPage({ orderBy, direction, partnerOrderIds }: OrderQuery) {
    const column = ORDER_COLUMNS[orderBy];
    return db
      .select({ row: orderRow, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(bookings)
      .where(ownOrders(partnerOrderIds))
      .orderBy(direction === 'asc' ? asc(column) : desc(column), desc(bookings.createdAt))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  }

  /** My Bookings asks for the same few orderings all day: their SQL is built once (not a search by ids). */
  const preparedPages = new Map<string, ReturnType<ReturnType<typeof ordersPage>['prepare']>>();
  function ordersPageQuery(query: OrderQuery) {
    if (query.partnerOrderIds) return ordersPage(query);
    const name = `orders_by_${query.orderBy}_${query.direction}`;
    const known = preparedPages.get(name);
    if (known) return known;
    const prepared = ordersPage(query).prepare(name);
    preparedPages.set(name, prepared);
    return prepared;
  }

  return {
    async insert(values: BookingInsert): Promise<BookingRow> {
      const [row] = await db.insert(bookings).values(values).returning();
      if (!row) throw new Error('booking insert returned nothing');
      return row;
    },

    async find(partnerOrderId: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.partnerOrderId, partnerOrderId)).limit(1);
      return row;
    },

    async findById(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      return row;
    },

    async findByPrice(customerId: string, priceId: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.stripePriceId, priceId), eq(bookings.customerId, customerId)))
        .limit(1);
      return row;
    },

    /** The bookings made for a bid, newest first. */
    ofBid: (bidId: string): Promise<BookingRow[]> =>
      db.select().from(bookings).where(eq(bookings.bidId, bidId)).orderBy(desc(bookings.createdAt)),

    /** Moves a booking on only from one of `from`: of two racing changes exactly one wins. */
    async transition(
      id: string,
      from: BookingStatus[],
      changes: BookingChanges,
      tx: Db | Tx = db,
    ): Promise<BookingRow | undefined> {
      const [row] = await tx
        .update(bookings)
        .set(changes)
        .where(and(eq(bookings.id, id), inArray(bookings.status, from)))
        .returning();
      return row;
    },

    /** One page and the total in one query; only a page past the end asks for the total on its own. */
    async orders(customerId: string, query: OrderQuery) {
      const page = await ordersPageQuery(query).execute({ customerId, limit: query.limit, offset: query.offset });
      if (page.length > 0 || query.offset === 0)
        return { rows: page.map(({ row }) => row), total: page[0]?.total ?? 0 };
      const [counted] = await db
        .select({ value: count() })
        .from(bookings)
        .where(ownOrders(query.partnerOrderIds))
        .execute({ customerId });
      return { rows: [], total: counted?.value ?? 0 };
    },

    /** Paid bookings, newest first, and how many match. */
    async search({ q, customerIds, limit, offset }: BookingSearch) {
      const pattern = q && likePattern(q);
      const matching = pattern
        ? or(
            ilike(bookings.partnerOrderId, pattern),
            ilike(bookings.agreementNumber, pattern),
            customerIds.length > 0 ? inArray(bookings.customerId, customerIds) : undefined,
          )
        : undefined;
      const where = and(inArray(bookings.status, PURCHASE_STATUSES), matching);
      const [rows, [total]] = await Promise.all([
        db.select().from(bookings).where(where).orderBy(desc(bookings.createdAt)).limit(limit).offset(offset),
        db.select({ total: count() }).from(bookings).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async update(id: string, changes: BookingChanges, tx: Db | Tx = db): Promise<BookingRow | undefined> {
      const [row] = await tx.update(bookings).set(changes).where(eq(bookings.id, id)).returning();
      return row;
    },

    refunds: (bookingId: string) =>
      db
        .select()
        .from(bookingRefunds)
        .where(eq(bookingRefunds.bookingId, bookingId))
        .orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id)),

    refundsOf: (bookingIds: string[]) =>
      bookingIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(bookingRefunds)
            .where(inArray(bookingRefunds.bookingId, bookingIds))
            .orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id)),

    async refundOfRequest(requestId: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(bookingRefunds).where(eq(bookingRefunds.requestId, requestId)).limit(1);
      return row;
    },

    /**
     * Records a refund and adds it to the booking's refunded amount; false when its request was already recorded
     * (a repeated request racing the first), and then nothing changes.
     */
    async recordRefund(refund: typeof bookingRefunds.$inferInsert, tx: Tx): Promise<boolean> {
      const inserted = await tx
        .insert(bookingRefunds)
        .values(refund)
        .onConflictDoNothing({ target: bookingRefunds.requestId })
        .returning({ id: bookingRefunds.id });
      if (inserted.length === 0) return false;
      await tx
        .update(bookings)
        .set({ amountRefunded: sql`${bookings.amountRefunded} + ${refund.amount}`, updatedAt: refund.createdAt })
        .where(eq(bookings.id, refund.bookingId));
      return true;
    },

    purchases: (customerId: string) =>
      db
        .select()
        .from(bookings)
        .where(and(eq(bookings.customerId, customerId), inArray(bookings.status, PURCHASE_STATUSES)))
        .orderBy(desc(bookings.createdAt))
        .limit(500),
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;

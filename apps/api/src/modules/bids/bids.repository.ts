import type { BidStatus } from '@bidstay/contract';
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { NewJob } from '../../jobs/queue.ts';
import { bids, jobs } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/error-causes.ts';
import { announcement, decisionQuery, type DecisionChanges } from './bid-decision-query.ts';

export { BID_EVENTS_CHANNEL } from './bid-decision-query.ts';

export type BidRow = typeof bids.$inferSelect;
type BidInsert = typeof bids.$inferInsert;
/** A bid as it is made: the decision's fields are still null. */
type NewBid = Pick<
  BidRow,
  | 'id'
  | 'customerId'
  | 'hotelId'
  | 'amount'
  | 'bid'
  | 'floor'
  | 'currency'
  | 'status'
  | 'snapshot'
  | 'groupId'
  | 'groupRank'
  | 'autopayPaymentMethod'
  | 'guestNames'
  | 'chanceBand'
  | 'createdAt'
  | 'updatedAt'
>;
export type BidChanges = Partial<
  Pick<
    BidRow,
    | 'status'
    | 'counterAmount'
    | 'decidedBy'
    | 'reason'
    | 'decidedAt'
    | 'deletedAt'
    | 'updatedAt'
    | 'autopayPaymentMethod'
    | 'guestNames'
  >
>;

/**
 * `keepAutopay`: an accepted bid that pays itself is bound, and the change does not apply to it; checked in the
 * statement, so a withdrawal racing an acceptance either lands before it or not at all.
 */
type TransitionOptions = { tx?: Db | Tx; customerId?: string; announce?: boolean; keepAutopay?: boolean };

/** Not an accepted bid whose charge is under way. */
const notBoundByAutopay = or(ne(bids.status, 'accepted'), isNull(bids.autopayPaymentMethod));

function strip([row]: (BidRow & { announced?: void })[]): BidRow | undefined {
  if (!row) return undefined;
  const { announced: _, ...bid } = row;
  return bid;
}

export function createBidsRepository(db: Db) {
  /** My Bids, which a signed-in customer's pages reload on every change: its SQL built once. */
  const bidsOfCustomer = db
    .select()
    .from(bids)
    .where(and(eq(bids.customerId, sql.placeholder('customerId')), isNull(bids.deletedAt)))
    .orderBy(desc(bids.createdAt))
    .prepare('bids_of_customer');

  /** The rule engine's read of every new bid: its SQL built once. */
  const pendingBid = db
    .select()
    .from(bids)
    .where(and(eq(bids.id, sql.placeholder('id')), eq(bids.status, 'pending'), isNull(bids.deletedAt)))
    .limit(1)
    .prepare('pending_bid');

  /**
   * A new bid and the jobs it starts, in one statement (a data-modifying CTE runs to completion
   * whether or not the main query reads it): atomic, one round trip, its SQL built once per number of jobs.
   */
  const insertsWithJobs = new Map<number, ReturnType<typeof prepareInsertWithJobs>>();
  function prepareInsertWithJobs(jobCount: number) {
    const p = sql.placeholder;
    const inserted = db.$with('inserted_bid').as(
      db
        .insert(bids)
        .values({
          id: p('id'),
          customerId: p('customerId'),
          hotelId: p('hotelId'),
          amount: p('amount'),
          bid: p('bid'),
          floor: p('floor'),
          currency: p('currency'),
          status: p('status'),
          snapshot: p('snapshot'),
          autopayPaymentMethod: p('autopayPaymentMethod'),
          guestNames: p('guestNames'),
          autopayCustomerIp: p('autopayCustomerIp'),
          chanceBand: p('chanceBand'),
          createdAt: p('createdAt'),
          updatedAt: p('updatedAt'),
        })
        .returning({ id: bids.id }),
    );
    const queued = Array.from({ length: jobCount }, (_, index) => ({
      type: p(`type${index}`),
      payload: p(`payload${index}`),
      runAt: p(`runAt${index}`),
    }));
    return db.with(inserted).insert(jobs).values(queued).prepare(`insert_bid_with_${jobCount}_jobs`);
  }

  const decision = decisionQuery(db, db).prepare('decide_bid');

  return {
    async insert(values: BidInsert, tx: Db | Tx = db): Promise<BidRow> {
      const [row] = await tx.insert(bids).values(values).returning();
      if (!row) throw new Error('bid insert returned nothing');
      return row;
    },

    /** False when the customer already has a pending bid on the rate (bids_one_pending_per_rate). */
    async insertWithJobs(bid: NewBid, queued: NewJob[]): Promise<boolean> {
      let insert = insertsWithJobs.get(queued.length);
      if (!insert) {
        insert = prepareInsertWithJobs(queued.length);
        insertsWithJobs.set(queued.length, insert);
      }
      const jobValues = queued.map(({ type, payload, runAt }, index) => ({
        [`type${index}`]: type,
        [`payload${index}`]: payload,
        [`runAt${index}`]: runAt,
      }));
      try {
        await insert.execute(Object.assign({ ...bid }, ...jobValues));
        return true;
      } catch (error) {
        if (isUniqueViolation(error, 'bids_one_pending_per_rate')) return false;
        throw error;
      }
    },

    /**
     * The bids of one bid to several hotels and the jobs they start, in one transaction: all or none. False when the
     * customer already has a pending bid on one of the rates (bids_one_pending_per_rate).
     */
    async insertGroupWithJobs(group: NewBid[], queued: NewJob[]): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await tx.insert(bids).values(group);
          await tx.insert(jobs).values(queued.map(({ type, payload, runAt }) => ({ type, payload, runAt })));
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error, 'bids_one_pending_per_rate')) return false;
        throw error;
      }
    },

    /** The bids of a group not deleted, first choice first. */
    async ofGroup(groupId: string, tx: Db | Tx = db): Promise<BidRow[]> {
      return tx
        .select()
        .from(bids)
        .where(and(eq(bids.groupId, groupId), isNull(bids.deletedAt)))
        .orderBy(asc(bids.groupRank));
    },

    /**
     * Locks every bid of a group until the transaction ends: acceptances, payments and deletions of one group take
     * turns, and each reads what the one before it committed. The rows are locked in one order, so two never deadlock.
     */
    async lockGroup(groupId: string, tx: Tx) {
      await tx.select({ id: bids.id }).from(bids).where(eq(bids.groupId, groupId)).orderBy(asc(bids.id)).for('update');
    },

    /** Ends a group's bids that still wait for a hotel or for the customer, but one; each is announced. */
    async endOthersOfGroup(groupId: string, keptId: string, changes: BidChanges, tx: Tx): Promise<BidRow[]> {
      return tx
        .update(bids)
        .set(changes)
        .where(
          and(
            eq(bids.groupId, groupId),
            ne(bids.id, keptId),
            isNull(bids.deletedAt),
            inArray(bids.status, ['pending', 'counteroffer']),
          ),
        )
        .returning({ ...getTableColumns(bids), announced: announcement });
    },

    /**
     * Ends a customer's bids of a group, each as `endingOf` says with its news, in one transaction; none when one of
     * them cannot go (null).
     */
    async endGroup(
      customerId: string,
      groupId: string,
      endingOf: (row: BidRow) => { changes: BidChanges; then: NewJob[] } | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await this.lockGroup(groupId, tx);
        const group = await this.ofGroup(groupId, tx);
        const endings = group.map(endingOf);
        const mine = group.length > 0 && group.every((row) => row.customerId === customerId);
        const bound = (row: BidRow) => row.status === 'accepted' && row.autopayPaymentMethod !== null;
        if (!mine || group.some(bound) || endings.some((ending) => ending === null)) return false;
        for (const [index, row] of group.entries()) await this.endIn(row, endings[index]!, tx);
        return true;
      });
    },

    /**
     * Ends a bid still in the status it was read in, announced, with its news queued only if it moved; never an
     * accepted bid that pays itself, which is bound.
     */
    async end(row: BidRow, changes: BidChanges, then: NewJob[]): Promise<BidRow | undefined> {
      return db.transaction((tx) => this.endIn(row, { changes, then }, tx));
    },

    async endIn(row: BidRow, { changes, then }: { changes: BidChanges; then: NewJob[] }, tx: Tx) {
      const from = [row.status as BidStatus];
      const moved = await this.transition(row.id, from, changes, {
        tx,
        customerId: row.customerId,
        announce: true,
        keepAutopay: true,
      });
      if (moved && then.length) await tx.insert(jobs).values(then);
      return moved;
    },

    /** A customer's bids on one hotel for one stay made since a moment, deleted ones too: what the bid limits count. */
    async bidsOfStay(
      customerId: string,
      hotelId: number,
      stay: { checkIn: string; checkOut: string; guests: string },
      since: Date,
    ) {
      return db
        .select({
          createdAt: bids.createdAt,
          status: bids.status,
          deletedAt: bids.deletedAt,
          bookHash: sql<string>`${bids.snapshot}->>'book_hash'`,
          matchHash: sql<string | null>`${bids.snapshot}->>'match_hash'`,
        })
        .from(bids)
        .where(
          and(
            eq(bids.customerId, customerId),
            eq(bids.hotelId, hotelId),
            or(gte(bids.createdAt, since), and(eq(bids.status, 'pending'), isNull(bids.deletedAt))),
            sql`${bids.snapshot}->>'check_in' = ${stay.checkIn}`,
            sql`${bids.snapshot}->>'check_out' = ${stay.checkOut}`,
            sql`(${bids.snapshot}->'guests')::text = ${stay.guests}`,
          ),
        );
    },

    /** A `transition`, announced, with a job (its mail) queued only if the bid moved: once, however often it runs. */
    async transitionWithJob(id: string, from: BidStatus, changes: BidChanges, then: NewJob[]) {
      return db.transaction(async (tx) => {
        const moved = await this.transition(id, [from], changes, { tx, announce: true });
        if (moved) await tx.insert(jobs).values(then);
        return moved;
      });
    },

    async find(id: string, tx: Db | Tx = db): Promise<BidRow | undefined> {
      const [row] = await tx
        .select()
        .from(bids)
        .where(and(eq(bids.id, id), isNull(bids.deletedAt)))
        .limit(1);
      return row;
    },

    /** A bid, also one its customer took off their list: what its hotel still sees, and whose group still waits. */
    async findKept(id: string): Promise<BidRow | undefined> {
      const [row] = await db.select().from(bids).where(eq(bids.id, id)).limit(1);
      return row;
    },

    /** A bid still waiting for its hotel. */
    async findPending(id: string): Promise<BidRow | undefined> {
      const [row] = await pendingBid.execute({ id });
      return row;
    },

    listOfCustomer: (customerId: string): Promise<BidRow[]> => bidsOfCustomer.execute({ customerId }),

    /** Every bid of a customer, also those they took off their list: what the back office reads. */
    listOfCustomerKept: (customerId: string): Promise<BidRow[]> =>
      db.select().from(bids).where(eq(bids.customerId, customerId)).orderBy(desc(bids.createdAt)),

    /**
     * Moves a bid on only if it is still in one of `from`: of two racing changes exactly one
     * matches, the other gets undefined. In the same statement, and only when the bid moved, the
     * change is announced on BID_EVENTS_CHANNEL (`announce`).
     */
    async transition(
      id: string,
      from: BidStatus[],
      changes: BidChanges,
      { tx = db, customerId, announce = false, keepAutopay = false }: TransitionOptions = {},
    ): Promise<BidRow | undefined> {
      const moved = await tx
        .update(bids)
        .set(changes)
        .where(
          and(
            eq(bids.id, id),
            isNull(bids.deletedAt),
            inArray(bids.status, from),
            customerId ? eq(bids.customerId, customerId) : undefined,
            keepAutopay ? notBoundByAutopay : undefined,
          ),
        )
        .returning({ ...getTableColumns(bids), ...(announce && { announced: announcement }) });
      return strip(moved);
    },

    /**
     * A pending bid decided: a `transition` from pending, announced, with its mail queued. Every bid gets one, so its
     * SQL is built once.
     */
    async decide(id: string, changes: DecisionChanges, then: NewJob[], tx?: Tx): Promise<BidRow | undefined> {
      const statement = tx ? decisionQuery(db, tx).prepare('decide_bid_in_transaction') : decision;
      return strip(
        await statement.execute({
          ...changes,
          ruleLevels: changes.ruleLevels === null ? null : JSON.stringify(changes.ruleLevels),
          decidedAt: changes.decidedAt.toISOString(),
          updatedAt: changes.updatedAt.toISOString(),
          id,
          jobs: JSON.stringify(then.map((job) => ({ type: job.type, payload: job.payload, run_at: job.runAt }))),
        }),
      );
    },
  };
}

export type BidsRepository = ReturnType<typeof createBidsRepository>;

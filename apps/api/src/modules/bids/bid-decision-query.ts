import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bids, jobs } from '../../db/schema.ts';

export const BID_EVENTS_CHANNEL = 'bid_events';

/** What a decision changes on a pending bid. */
export type DecisionChanges = Pick<
  typeof bids.$inferSelect,
  | 'status'
  | 'counterAmount'
  | 'decidedBy'
  | 'reason'
  | 'ruleLabel'
  | 'ruleVersion'
  | 'ruleLine'
  | 'ruleLevels'
  | 'updatedAt'
> & {
  decidedAt: Date;
};

/** What listeners of BID_EVENTS_CHANNEL hear of a bid that moved, sent with the commit. */
export const announcement = sql<void>`pg_notify(${BID_EVENTS_CHANNEL}, json_build_object(
  'customerId', ${bids.customerId}, 'bidId', ${bids.id}, 'status', ${bids.status}, 'hotelId', ${bids.hotelId})::text)`.as(
  'announced',
);

/**
 * A pending bid decided and its customer's news queued, in one statement: the news only if the bid moved. Prepared
 * once on the pool, and once per transaction that decides.
 */
export function decisionQuery(db: Db, tx: Db | Tx) {
  const p = sql.placeholder;
  const moved = tx
    .update(bids)
    .set({
      // drizzle types no placeholder as a value to set: each goes in raw, with its column's type.
      status: sql`${p('status')}`,
      counterAmount: sql`${p('counterAmount')}::numeric`,
      decidedBy: sql`${p('decidedBy')}`,
      reason: sql`${p('reason')}`,
      ruleLabel: sql`${p('ruleLabel')}`,
      ruleVersion: sql`${p('ruleVersion')}::integer`,
      ruleLine: sql`${p('ruleLine')}::integer`,
      ruleLevels: sql`${p('ruleLevels')}::jsonb`,
      decidedAt: sql`${p('decidedAt')}::timestamptz`,
      updatedAt: sql`${p('updatedAt')}::timestamptz`,
    })
    .where(and(eq(bids.id, p('id')), isNull(bids.deletedAt), eq(bids.status, 'pending')))
    .returning({ ...getTableColumns(bids), announced: announcement });
  const movedBid = tx.$with('moved_bid').as(moved);
  const columns = [jobs.type, jobs.payload, jobs.runAt].map((column) => sql.identifier(column.name));
  // The customer's news is queued only if the bid moved.
  const queued = db.$with('queued_job', {}).as(sql`
    insert into ${jobs} (${sql.join(columns, sql`, `)})
    select job.type, job.payload, job.run_at
    from ${movedBid}, jsonb_to_recordset(${p('jobs')}::jsonb) as job(type text, payload jsonb, run_at timestamptz)`);
  return tx.with(movedBid, queued).select().from(movedBid);
}

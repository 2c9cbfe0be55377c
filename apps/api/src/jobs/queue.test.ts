import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { systemClock } from '../lib/clock.ts';
import { createQueue, type Queue } from './queue.ts';
import { z } from 'zod';
import { defineJob } from './job-definition.ts';

/** A job type of the test, whatever its payload. */
const testJob = (name: string) => defineJob(name, z.unknown());

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};
type Statement = { text: string; values: unknown[] };

let database: Database;
let queue: Queue;
beforeAll(async () => {
  database = await createTestDatabase();
  queue = createQueue(database.db, systemClock);
});
afterAll(() => database.close());

/** The node-postgres pool under drizzle, for either kind of database (db/client.ts). */
const poolOf = (db: Database['db']) => (db as unknown as { $client: pg.Pool }).$client;

/** The statements sent to the database while `run` runs. */
async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const pool = poolOf(database.db);
  const query = pool.query;
  const sent: Statement[] = [];
  pool.query = ((config: Partial<Statement>, ...rest: unknown[]) => {
    if (typeof config === 'object' && config.text)
      sent.push({ text: config.text, values: config.values ?? (rest[0] as unknown[]) });
    return (query as (...args: unknown[]) => unknown).call(pool, config, ...rest);
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = query;
  }
  return sent;
}

/** The rows the statement's scans of the jobs table read, by EXPLAIN ANALYZE in a transaction rolled back. */
async function rowsRead({ text, values }: Statement): Promise<number> {
  const client = await poolOf(database.db).connect();
  try {
    await client.query('begin');
    const { rows } = await client.query(`explain (analyze, format json) ${text}`, values);
    const scans = (node: PlanNode): number =>
      (node['Relation Name'] === 'jobs' ? node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) : 0) +
      (node.Plans ?? []).reduce((sum, child) => sum + scans(child), 0);
    return scans((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('the job queue', () => {
  it("claims a type's due jobs without reading the backlog of another type due before them", async () => {
    const minuteAgo = new Date(Date.now() - 60_000);
    const mails = Array.from({ length: 500 }, (_, index) => ({ type: 'mail', payload: { index }, runAt: minuteAgo }));
    await database.db.insert(jobs).values(mails);
    await queue.enqueue(testJob('bid-rules'), { bidId: 'b-1' });

    const [claim] = (await statementsOf(() => queue.claim(10, 'bid-rules'))).filter(({ text }) =>
      /skip locked/i.test(text),
    );

    expect(claim).toBeDefined();
    expect(await rowsRead(claim!)).toBeLessThan(50);
  });
});

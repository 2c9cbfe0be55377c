import type { Meter } from '@opentelemetry/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { poolStats, type Db } from '../db/client.ts';
import { rows } from '../db/migrate.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { PushSender } from '../modules/push/push-sender.ts';
import type { LoggedBidEvent } from '../modules/events/event-log.repository.ts';

/** A decision's outcome as the metrics name it: a bid moved out of pending. */
const DECIDED = new Set(['accepted', 'rejected', 'counteroffer']);
const DECISION_BUCKETS_S = [1, 10, 60, 300, 1800, 3600, 4 * 3600, 24 * 3600, 3 * 24 * 3600, 5 * 24 * 3600];
const PARTNER_BUCKETS_S = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30];
const HTTP_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Who decided, from the bid's `decided_by` and reason: a hotel's rule, a person, or the deadline. */
function decidedBy(row: LoggedBidEvent): string {
  if (row.decidedBy?.startsWith('rule:')) return 'rule';
  if (row.decidedBy?.startsWith('supplier:')) return 'person';
  return row.reason === 'no_answer_in_time' ? 'expiry' : 'system';
}

/** The partner's endpoint of a request: `search/hp`, say, without its query. */
const endpointOf = (url: string) => /\/api\/b2b\/v3\/([^?]*?)\/?(?:\?|$)/.exec(url)?.[1] ?? 'other';

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The business metrics (decision 032), counted where the events already happen: the bid event log as it is read,
 * the job worker's failures, the partner client's fetch, the mailer. Each process exports its own; Prometheus sums.
 */
/** What a push service's answer means for the push (RFC 8030): as push.service.ts acts on it. */
function pushResult(status: number) {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'busy';
  return 'refused';
}

export function createMetrics(meter: Meter) {
  const httpDuration = meter.createHistogram('http_server_request_duration_seconds', {
    unit: 's',
    description: 'HTTP requests by route and status',
    advice: { explicitBucketBoundaries: HTTP_BUCKETS_S },
  });
  const bidsPlaced = meter.createCounter('bidstay_bids_placed', { description: 'Bids placed' });
  const bidsDecided = meter.createCounter('bidstay_bids_decided', {
    description: 'Bids decided, by outcome and by whom',
  });
  const decisionTime = meter.createHistogram('bidstay_bid_decision_seconds', {
    description: 'From a bid placed to its decision',
    advice: { explicitBucketBoundaries: DECISION_BUCKETS_S },
  });
  const jobFailures = meter.createCounter('bidstay_job_failures', { description: 'Failed tries of jobs' });
  const partnerRequests = meter.createCounter('bidstay_partner_requests', { description: 'Requests to the partner' });
  const partnerDuration = meter.createHistogram('bidstay_partner_request_duration_seconds', {
    description: 'Requests to the partner, by endpoint',
    advice: { explicitBucketBoundaries: PARTNER_BUCKETS_S },
  });
  const mails = meter.createCounter('bidstay_mails', { description: 'Mails handed to the SMTP server, by result' });
  const pushes = meter.createCounter('bidstay_pushes', {
    description: 'Pushes sent to push services, by result: delivered, gone, busy, refused, unreachable',
  });

  return {
    meter,
    /** Every request's duration, by route (its pattern, never its path) and status. */
    register(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        httpDuration.record(reply.elapsedTime / 1000, {
          'http.request.method': request.method,
          'http.route': request.routeOptions.url ?? 'unmatched',
          'http.response.status_code': reply.statusCode,
        });
      });
    },

    /** A bid event read from the log: counted by the process that wrote it, so the fleet counts it once. */
    bidEvent(row: LoggedBidEvent, ownOrigin: string) {
      if (row.origin !== ownOrigin) return;
      if (row.previousStatus === null) bidsPlaced.add(1);
      if (row.previousStatus !== 'pending' || !DECIDED.has(row.status)) return;
      bidsDecided.add(1, { outcome: row.status === 'counteroffer' ? 'countered' : row.status, by: decidedBy(row) });
      const decidedAt = row.decidedAt ?? row.createdAt;
      decisionTime.record(Math.max(0, (decidedAt.getTime() - row.bidCreatedAt.getTime()) / 1000));
    },

    jobFailed: (type: string) => jobFailures.add(1, { type }),

    /** The partner client's fetch, counting each request by endpoint and status (or `error`) with its duration. */
    partnerFetch(fetchImpl: typeof fetch): typeof fetch {
      return async (input, init) => {
        const endpoint = endpointOf(String(input instanceof Request ? input.url : input));
        const started = performance.now();
        const count = (status: string) => {
          partnerRequests.add(1, { endpoint, status });
          partnerDuration.record((performance.now() - started) / 1000, { endpoint });
        };
        try {
          const response = await fetchImpl(input, init);
          count(String(response.status));
          return response;
        } catch (error) {
          count('error');
          throw error;
        }
      };
    },

    /** The mailer, each mail counted as sent or failed. */
    countedMailer(mailer: Mailer): Mailer {
      return {
        async send(message) {
          try {
            await mailer.send(message);
            mails.add(1, { result: 'sent' });
          } catch (error) {
            mails.add(1, { result: 'failed' });
            throw error;
          }
        },
        close: () => mailer.close(),
      };
    },

    /** The push sender, each push counted by what its push service answered, or `unreachable`. */
    countedPushSender(send: PushSender): PushSender {
      return async (target, payload, options) => {
        try {
          const outcome = await send(target, payload, options);
          pushes.add(1, { result: pushResult(outcome.status) });
          return outcome;
        } catch (error) {
          pushes.add(1, { result: 'unreachable' });
          throw error;
        }
      };
    },

    /** Gauges read at each scrape: jobs by type and state, the database pool, the open event streams. */
    observe(db: Db, openStreams: () => number) {
      meter
        .createObservableGauge('bidstay_jobs', { description: 'Jobs not done, by type and state' })
        .addCallback(async (result) => {
          for (const { type, state, count } of await jobsByState(db)) result.observe(count, { type, state });
        });
      meter
        .createObservableGauge('bidstay_db_pool_connections', { description: 'Database connections, by state' })
        .addCallback((result) => {
          const stats = poolStats(db);
          if (!stats) return;
          result.observe(stats.inUse, { state: 'in_use' });
          result.observe(stats.waiting, { state: 'waiting' });
        });
      meter
        .createObservableGauge('bidstay_event_streams', { description: 'Open event streams' })
        .addCallback((result) => result.observe(openStreams()));
    },
  };
}

async function jobsByState(db: Db) {
  return rows<{ type: string; state: string; count: number }>(
    await db.execute(sql`select type, case when failed_at is not null then 'failed'
        when locked_until > now() then 'running' else 'pending' end as state, count(*)::int as count
      from jobs where done_at is null group by 1, 2`),
  );
}

import type { BidEvent, BidStatus } from '@bidstay/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Role } from '../../lib/tokens.ts';
import { BID_EVENTS_CHANNEL } from '../bids/bids.service.ts';
import type { Audience, EventLogRepository, LoggedBidEvent } from './event-log.repository.ts';

/** Whose stream it is, with the session version its token carried. */
type StreamAccount = { id: string; role: Role; sessionVersion: number };
/** `account`: whose stream it is, with the session version its token carried. */
type Listener = Audience & {
  account: StreamAccount;
  /** Sends an event with its id in the log. */
  send: (event: BidEvent, id: number) => void;
  /** Ends the stream; `retryMs`: when its page should reconnect. */
  end: (retryMs?: number) => void;
};
/** A listener with the last id it was sent; while it replays, what arrives live waits in `held`. */
type Stream = Listener & { after: number; held?: LoggedBidEvent[] };
/** The session version of an account still allowed in, if any. */
type SessionVersionOf = (account: { id: string; role: Role }) => Promise<number | undefined>;

/** Each holds memory: a client opening streams without end would hold the server's. */
const MAX_STREAMS_PER_ACCOUNT = 10;

export type EventHub = Awaited<ReturnType<typeof createEventHub>>;

const toEvent = (row: LoggedBidEvent): BidEvent => ({
  type: 'bid',
  bidId: row.bidId,
  status: row.status as BidStatus,
  hotelId: row.hotelId,
});

function hears(stream: Audience, row: LoggedBidEvent) {
  if (stream.customerId) return stream.customerId === row.customerId;
  return stream.scope === 'all' || (Array.isArray(stream.scope) && stream.scope.includes(row.hotelId));
}

function deliver(stream: Stream, row: LoggedBidEvent) {
  if (row.id <= stream.after) return;
  stream.after = row.id;
  stream.send(toEvent(row), row.id);
}

type Options = {
  database: Database;
  log: FastifyBaseLogger;
  repository: EventLogRepository;
  sessionVersionOf: SessionVersionOf;
  /** Each event logged, once per process, as it is read. */
  observe?: (row: LoggedBidEvent) => void;
};

/**
 * Bid changes are logged with the change (decision 033); a NOTIFY only says the log grew. Each process reads the log
 * past what it read last and hands the events to its open streams: the bid's customer, and the suppliers answering for
 * its hotel. A NOTIFY lost while this process re-listened is made up at the next read; a page that reconnects names the
 * last event it had and is sent what followed, from any process.
 */
export async function createEventHub({ database, log, repository, sessionVersionOf, observe }: Options) {
  const streams = new Set<Stream>();
  // A database not migrated yet (a migration's own test builds the app first) has no log: it is read from its start.
  let cursor = await repository.lastId().catch(() => 0);
  let reading: Promise<void> | undefined;
  let readAgain = false;

  const streamsOf = (accountId: string) => [...streams].filter((stream) => stream.account.id === accountId);

  function end(stream: Stream, retryMs?: number) {
    stream.end(retryMs);
    streams.delete(stream);
  }

  async function readLog() {
    for (;;) {
      const rows = await repository.after(cursor);
      for (const row of rows) {
        observe?.(row);
        for (const stream of streams) {
          if (!hears(stream, row)) continue;
          if (stream.held) stream.held.push(row);
          else deliver(stream, row);
        }
        cursor = row.id;
      }
      if (rows.length < repository.pageSize) return;
    }
  }

  /** One read at a time; a NOTIFY during a read reads again after it. */
  function wake() {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = readLog()
      .catch((error: unknown) => log.error({ err: error }, 'bid event log unread'))
      .finally(() => {
        reading = undefined;
        if (readAgain) {
          readAgain = false;
          wake();
        }
      });
  }

  /** What a stream missed since `after` when it names it; then what arrived live meanwhile, past that. */
  async function catchUpStream(stream: Stream, lastEventId: number | undefined) {
    stream.after = lastEventId ?? (await repository.lastId());
    while (lastEventId !== undefined) {
      const rows = await repository.after(stream.after, stream);
      for (const row of rows) deliver(stream, row);
      if (rows.length < repository.pageSize) break;
    }
    for (const row of stream.held ?? []) deliver(stream, row);
    stream.held = undefined;
  }

  function endStreams(retryMs?: number) {
    for (const stream of streams) stream.end(retryMs);
    streams.clear();
  }

  const unlisten = await database.listen(BID_EVENTS_CHANNEL, wake, wake);
  return {
    /** Opens a stream, sent what followed `lastEventId` first when given; an account's eleventh ends its oldest. */
    async subscribe(listener: Listener, lastEventId?: number) {
      const open = streamsOf(listener.account.id);
      for (const oldest of open.slice(0, Math.max(0, open.length - MAX_STREAMS_PER_ACCOUNT + 1))) end(oldest);
      const stream: Stream = { ...listener, after: 0, held: [] };
      streams.add(stream);
      try {
        await catchUpStream(stream, lastEventId);
      } catch (error) {
        streams.delete(stream);
        throw error;
      }
      return () => streams.delete(stream);
    },
    /** An account changed: its streams end if the account was closed or its sessions ended. */
    async accountChanged(accountId: string) {
      const [first, ...rest] = streamsOf(accountId);
      if (!first) return;
      const version = await sessionVersionOf(first.account);
      for (const stream of [first, ...rest]) if (stream.account.sessionVersion !== version) end(stream);
    },
    openStreams: () => streams.size,
    /** Ends every open stream, asking its page to reconnect after `retryMs` (to another process). */
    endStreams,
    /** Ends the open streams too: a server cannot close while they hold their connections. */
    async close() {
      endStreams();
      await unlisten();
      await reading;
    },
  };
}

import { bidEventSchema, type BidEvent } from '@bidstay/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Role } from '../../lib/tokens.ts';
import { BID_EVENTS_CHANNEL, type HotelScope } from '../bids/bids.service.ts';

const notificationSchema = bidEventSchema.omit({ type: true }).extend({ customerId: z.string() });

type Send = (event: BidEvent) => void;
/** Whose stream it is, with the session version its token carried. */
type StreamAccount = { id: string; role: Role; sessionVersion: number };
/** `account`: whose stream it is, with the session version its token carried. */
type Listener = {
  account: StreamAccount;
  customerId?: string;
  scope?: HotelScope;
  send: Send;
  /** Ends the stream; `retryMs`: when its page should reconnect. */
  end: (retryMs?: number) => void;
};
/** The session version of an account still allowed in, if any. */
type SessionVersionOf = (account: { id: string; role: Role }) => Promise<number | undefined>;

/** Each holds memory: a client opening streams without end would hold the server's. */
const MAX_STREAMS_PER_ACCOUNT = 10;

export type EventHub = Awaited<ReturnType<typeof createEventHub>>;

/**
 * Bid changes reach every process through Postgres NOTIFY; each process hands them to its own
 * open event streams: the bid's customer, and the suppliers answering for its hotel.
 */
export async function createEventHub(database: Database, log: FastifyBaseLogger, sessionVersionOf: SessionVersionOf) {
  const listeners = new Set<Listener>();

  const streamsOf = (accountId: string) => [...listeners].filter((listener) => listener.account.id === accountId);

  function end(listener: Listener) {
    listener.end();
    listeners.delete(listener);
  }

  function dispatch(payload: string) {
    const parsed = notificationSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return log.warn({ payload }, 'unreadable bid event');
    const { customerId, ...rest } = parsed.data;
    const event: BidEvent = { type: 'bid', ...rest };
    for (const listener of listeners) {
      const forSupplier =
        listener.scope === 'all' || (Array.isArray(listener.scope) && listener.scope.includes(event.hotelId));
      if (listener.customerId === customerId || forSupplier) listener.send(event);
    }
  }

  function endStreams(retryMs?: number) {
    for (const listener of listeners) listener.end(retryMs);
    listeners.clear();
  }

  // Events notified while this process could not listen are lost: its streams end, and their pages, reconnecting,
  // read their bids again.
  const unlisten = await database.listen(BID_EVENTS_CHANNEL, dispatch, () => endStreams());
  return {
    /** Opens a stream; an account's eleventh ends its oldest. */
    subscribe(listener: Listener) {
      const open = streamsOf(listener.account.id);
      for (const oldest of open.slice(0, Math.max(0, open.length - MAX_STREAMS_PER_ACCOUNT + 1))) end(oldest);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** An account changed: its streams end if the account was closed or its sessions ended. */
    async accountChanged(accountId: string) {
      const [first, ...rest] = streamsOf(accountId);
      if (!first) return;
      const version = await sessionVersionOf(first.account);
      for (const listener of [first, ...rest]) if (listener.account.sessionVersion !== version) end(listener);
    },
    /** Ends every open stream, asking its page to reconnect after `retryMs` (to another process). */
    endStreams,
    /** Ends the open streams too: a server cannot close while they hold their connections. */
    async close() {
      endStreams();
      await unlisten();
    },
  };
}

import { bidEventSchema, type BidEvent } from '@bidstay/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { BID_EVENTS_CHANNEL, type HotelScope } from '../bids/bids.service.ts';

const notificationSchema = bidEventSchema.omit({ type: true }).extend({ customerId: z.string() });

type Send = (event: BidEvent) => void;
/** `account`: whose stream it is, with the session version its token carried. */
type Listener = {
  account: { id: string; sessionVersion: number };
  customerId?: string;
  scope?: HotelScope;
  send: Send;
  end: () => void;
};
/** The session version of a customer account still allowed in, if any. */
type SessionVersionOf = (customerId: string) => Promise<number | undefined>;

/** About 10 KB each: a client opening streams without end would hold the server's memory. */
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

  function endStreams() {
    for (const listener of listeners) listener.end();
    listeners.clear();
  }

  // Events notified while this process could not listen are lost: its streams end, and their pages, reconnecting,
  // read their bids again.
  const unlisten = await database.listen(BID_EVENTS_CHANNEL, dispatch, endStreams);
  return {
    /** Opens a stream; an account's eleventh ends its oldest. */
    subscribe(listener: Listener) {
      const open = streamsOf(listener.account.id);
      for (const oldest of open.slice(0, Math.max(0, open.length - MAX_STREAMS_PER_ACCOUNT + 1))) end(oldest);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A customer changed: their streams end if the account was closed or its sessions ended. */
    async customerChanged(customerId: string) {
      const open = streamsOf(customerId);
      if (open.length === 0) return;
      const version = await sessionVersionOf(customerId);
      for (const listener of open) if (listener.account.sessionVersion !== version) end(listener);
    },
    /** Ends the open streams too: a server cannot close while they hold their connections. */
    async close() {
      endStreams();
      await unlisten();
    },
  };
}

import { bidEventSchema, type BidEvent } from '@bidstay/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { BID_EVENTS_CHANNEL, type HotelScope } from '../bids/bids.repository.ts';

const notificationSchema = bidEventSchema.omit({ type: true }).extend({ customerId: z.string() });

type Send = (event: BidEvent) => void;
type Listener = { customerId?: string; scope?: HotelScope; send: Send; end: () => void };

export type EventHub = Awaited<ReturnType<typeof createEventHub>>;

/**
 * Bid changes reach every process through Postgres NOTIFY; each process hands them to its own
 * open event streams: the bid's customer, and the suppliers answering for its hotel.
 */
export async function createEventHub(database: Database, log: FastifyBaseLogger) {
  const listeners = new Set<Listener>();

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
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Ends the open streams too: a server cannot close while they hold their connections. */
    async close() {
      endStreams();
      await unlisten();
    },
  };
}

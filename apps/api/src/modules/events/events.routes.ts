import type { BidEvent } from '@bidstay/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { textAnswer } from '../../plugins/openapi.ts';
import { principalOf } from '../../plugins/authenticate.ts';
import type { SupplierService } from '../supplier/supplier.service.ts';
import type { EventHub } from './event-hub.ts';

const HEARTBEAT_MS = 25_000;

/** The id of the last event a reconnecting page had (EventSource's header); anything else replays nothing. */
function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  return typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
}

type Options = { hub: EventHub; supplier: SupplierService; authenticate: preHandlerAsyncHookHandler };

/** Server-sent events: a customer hears of their own bids, a supplier of their hotels' bids. */
export function eventsRoutes(app: FastifyInstance, { hub, supplier, authenticate }: Options) {
  app.get(
    '/api/events',
    {
      schema: {
        summary: 'Stream bid changes as server-sent events',
        operationId: 'streamEvents',
        tags: ['events'],
        response: { 200: textAnswer('text/event-stream', 'Bid changes, as they happen.') },
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const scope = principal.role === 'supplier' ? await supplier.scopeOf(principal.id) : undefined;
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const listener = {
        account: { id: principal.id, role: principal.role, sessionVersion: principal.sessionVersion },
        ...(principal.role === 'customer' ? { customerId: principal.id } : { scope }),
        send: (event: BidEvent, id: number) =>
          stream.write(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
        end: (retryMs?: number) => stream.end(retryMs === undefined ? undefined : `retry: ${retryMs}\n\n`),
      };
      let unsubscribe: () => boolean;
      try {
        unsubscribe = await hub.subscribe(listener, lastEventIdOf(request.headers['last-event-id']));
      } catch (error) {
        request.log.error({ err: error }, 'event stream not replayed');
        stream.end();
        return;
      }
      // Gone while it subscribed: the client left, or a drain ended it.
      if (request.raw.destroyed || stream.writableEnded) {
        unsubscribe();
        return;
      }
      // The answer's head leaves with its first line: a client that has it misses nothing logged after it.
      stream.write(': connected\n\n');
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );
}

import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { unixSeconds, type Clock } from './clock.ts';
import { newId } from './ids.ts';

export const API_VERSION = '2026-10-28.endive';

export type WebhookOptions = {
  url?: string;
  secret: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** First retry delay; each next one doubles (1 s, 2 s, 4 s, 8 s by default). */
  retryDelayMs?: number;
  attempts?: number;
};

export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
};

/** Stripe's scheme: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed by the whsec_ secret>`. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function createWebhookSender(options: WebhookOptions) {
  const timers = new Set<NodeJS.Timeout>();
  const attempts = options.attempts ?? 5;
  const baseDelay = options.retryDelayMs ?? 1000;

  async function post(url: string, payload: string): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          // Signed at wall-clock time: receivers check it against their own clock, whatever the emulator's says.
          'stripe-signature': signatureHeader(payload, options.secret, Math.floor(Date.now() / 1000)),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      return response.ok;
    } catch {
      return false;
    }
  }

  async function deliver(url: string, event: StripeEvent, attempt: number): Promise<void> {
    if (await post(url, JSON.stringify(event, null, 2))) return;
    if (attempt >= attempts) {
      options.log.warn({ event: event.id, type: event.type, url }, 'stripe webhook delivery failed, giving up');
      return;
    }
    options.log.info({ event: event.id, attempt }, 'stripe webhook delivery failed, retrying');
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        void deliver(url, event, attempt + 1);
      },
      baseDelay * 2 ** (attempt - 1),
    );
    timers.add(timer);
  }

  function send(type: string, object: unknown): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: unixSeconds(options.clock),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: options.url ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    if (options.url) void deliver(options.url, event, 1);
    return event;
  }

  function stop(): void {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  }

  return { send, stop };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;

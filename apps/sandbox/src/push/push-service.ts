import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { checkVapid, decryptPush, receiverKeys, type ReceiverKeys, type VapidClaims } from './web-push-crypto.ts';

/** A message the push service took: its RFC 8030 headers, the VAPID claims and key it was signed with, the plain text. */
export type PushArrival = {
  id: string;
  subscription: string;
  receivedAt: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  vapidKey: string;
  claims: VapidClaims;
  text: string;
};

type Subscription = { keys: ReceiverKeys; applicationServerKey: string | undefined };

export type PushServiceOptions = {
  /** The origin its endpoints are on, which a VAPID token's `aud` must name. */
  origin: () => string;
  /** Where its routes are mounted under that origin (`/sandbox/push`, or '' standing alone). */
  prefix: string;
  now?: () => Date;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * An RFC 8030 push service standing in for a browser's: `POST <prefix>/subscribe` issues a subscription (endpoint and
 * the receiver's keys, as a browser's PushManager would); `POST <prefix>/p/:id` takes a push only with a valid VAPID
 * token (RFC 8292) and a body that decrypts (RFC 8291); `DELETE <prefix>/p/:id` ends the subscription, after which a
 * push is answered 410 Gone as a real service does.
 */
export function createPushService({ origin, prefix, now = () => new Date() }: PushServiceOptions) {
  const subscriptions = new Map<string, Subscription>();
  const gone = new Set<string>();
  const arrivals: PushArrival[] = [];

  async function plugin(app: FastifyInstance) {
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post<{ Body: { applicationServerKey?: string } | undefined }>('/subscribe', async (request, reply) => {
      const id = randomUUID();
      const keys = receiverKeys();
      subscriptions.set(id, { keys, applicationServerKey: request.body?.applicationServerKey });
      return reply.code(201).send({
        endpoint: `${origin()}${prefix}/p/${id}`,
        expirationTime: null,
        keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') },
      });
    });

    app.delete<{ Params: { id: string } }>('/p/:id', async (request, reply) => {
      if (subscriptions.delete(request.params.id)) gone.add(request.params.id);
      return reply.code(204).send();
    });

    app.post<{ Params: { id: string }; Body: Buffer }>('/p/:id', async (request, reply) => {
      const subscription = subscriptions.get(request.params.id);
      if (!subscription)
        return reply.code(gone.has(request.params.id) ? 410 : 404).send({ error: 'no such subscription' });
      const vapid = checkVapid(request.headers.authorization, origin(), Math.floor(now().getTime() / 1000));
      if (!vapid.ok) return reply.code(vapid.status).send({ error: vapid.reason });
      if (subscription.applicationServerKey && subscription.applicationServerKey !== vapid.key) {
        return reply.code(403).send({ error: 'not the key this subscription was made with' });
      }
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return reply.code(400).send({ error: 'TTL header missing' });
      if (request.headers['content-encoding'] !== 'aes128gcm') return reply.code(415).send({ error: 'aes128gcm only' });
      let text: string;
      try {
        text = decryptPush(request.body, subscription.keys);
      } catch {
        return reply.code(400).send({ error: 'the body does not decrypt' });
      }
      const topic = typeof request.headers.topic === 'string' ? request.headers.topic : null;
      const arrival: PushArrival = {
        id: randomUUID(),
        subscription: request.params.id,
        receivedAt: now().toISOString(),
        ttl,
        urgency: typeof request.headers.urgency === 'string' ? request.headers.urgency : 'normal',
        topic,
        vapidKey: vapid.key,
        claims: vapid.claims,
        text,
      };
      const replaced = topic
        ? arrivals.findIndex((old) => old.subscription === arrival.subscription && old.topic === topic)
        : -1;
      if (replaced >= 0) arrivals.splice(replaced, 1);
      arrivals.push(arrival);
      return reply.code(201).header('location', `${prefix}/m/${arrival.id}`).send();
    });
  }

  return {
    plugin,
    /** What arrived, newest first. */
    list: () => [...arrivals].reverse(),
    page() {
      const rows = [...arrivals]
        .reverse()
        .map(
          (arrival) =>
            `<tr><td>${escape(arrival.receivedAt)}</td><td>${escape(arrival.urgency)}</td><td>${arrival.ttl}</td><td><code>${escape(arrival.text)}</code></td></tr>`,
        )
        .join('');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox push service</title></head><body><h1>Sandbox push service</h1><p>${arrivals.length} message(s) arrived.</p><table><thead><tr><th>Received</th><th>Urgency</th><th>TTL</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
    },
  };
}

export type SandboxPushService = ReturnType<typeof createPushService>;

/** The push service on a loopback port of its own: a test's, or `npm run` beside a server. */
export async function startPushService({ port = 0, now }: { port?: number; now?: () => Date } = {}) {
  const app = Fastify();
  let origin = '';
  const service = createPushService({ origin: () => origin, prefix: '', now });
  await app.register(service.plugin);
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    ...service,
    origin,
    /** A browser's subscription made through it, as the browser would hand it to the app. */
    async subscribe(applicationServerKey?: string) {
      const response = await fetch(`${origin}/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ applicationServerKey }),
      });
      return (await response.json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
    },
    close: () => app.close(),
  };
}

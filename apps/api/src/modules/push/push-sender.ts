import webpush from 'web-push';
import type { VapidKeys } from '../../config.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOptions = { ttlSeconds: number; urgency: 'normal' | 'high'; topic: string };
/** The push service's answer: 201 accepted; 404 and 410 the subscription is gone; 429 and 5xx try later. */
export type PushOutcome = { status: number; retryAfterSeconds: number | undefined };

const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends one message per RFC 8030, encrypted per RFC 8291 (aes128gcm) and signed per RFC 8292 by web-push's
 * generateRequestDetails; the request itself goes through fetch, which speaks http to a loopback push service in
 * development as well as https (trusting NODE_EXTRA_CA_CERTS) to a real one.
 */
export function createPushSender(vapid: VapidKeys & { subject: string }) {
  return async function send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        topic: options.topic,
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ?? null,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.arrayBuffer();
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      status: response.status,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    };
  };
}

export type PushSender = ReturnType<typeof createPushSender>;

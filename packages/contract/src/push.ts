import { z } from 'zod';
import { messages } from './messages.ts';

/** The devices one account may receive notifications on. */
export const MAX_PUSH_DEVICES = 10;

/** base64url of `bytes` bytes, as the Push API gives a subscription's keys (padded or not). */
const base64url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (chars % 4)) % 4;
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,${padding}}$`), messages.push.keysInvalid);
};

/** The application server's VAPID public key (RFC 8292): the 65-byte uncompressed P-256 point, base64url. */
export const pushKeySchema = z.object({ publicKey: z.string() }).meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof pushKeySchema>;

const endpointSchema = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ error: messages.push.endpointInvalid }));

/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionBodySchema = z
  .object({
    endpoint: endpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  })
  .meta({ id: 'PushSubscriptionBody' });
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointSchema }).meta({ id: 'PushUnsubscribeBody' });

/** A device that receives the account's notifications, named by its push service's host. */
export const pushDeviceSchema = z
  .object({
    endpoint: z.string(),
    endpointHost: z.string(),
    createdAt: z.string(),
    lastDeliveredAt: z.string().nullable(),
  })
  .meta({ id: 'PushDevice' });
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesSchema = z.object({ devices: z.array(pushDeviceSchema) }).meta({ id: 'PushDevices' });

/** What a notification carries to the service worker: shown as is, `url` opened on a click. */
export const pushMessageSchema = z
  .object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() })
  .meta({ id: 'PushMessage' });
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** What an account is told of, each by push and by e-mail unless switched off. */
export const NOTIFICATION_KINDS = {
  customer: [
    'bid-accepted',
    'bid-countered',
    'bid-rejected',
    'counter-ending',
    'payment-due',
    'bid-expired',
    'standing-bid',
    'booking-confirmed',
  ],
  supplier: ['bid-waiting', 'bid-withdrawn'],
} as const;
export type NotificationKind =
  (typeof NOTIFICATION_KINDS.customer)[number] | (typeof NOTIFICATION_KINDS.supplier)[number];
const ALL_KINDS = [...NOTIFICATION_KINDS.customer, ...NOTIFICATION_KINDS.supplier] as const;

export const notificationPreferenceSchema = z
  .object({ kind: z.enum(ALL_KINDS), push: z.boolean(), email: z.boolean() })
  .meta({ id: 'NotificationPreference' });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z
  .object({ preferences: z.array(notificationPreferenceSchema) })
  .meta({ id: 'NotificationPreferences' });

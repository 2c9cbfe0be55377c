import {
  DEFAULT_LOCALE,
  MAX_PUSH_DEVICES,
  NOTIFICATION_KINDS,
  OPS_PAGE_SIZE,
  messages,
  type Bid,
  type NotificationKind,
  type NotificationPreference,
  type PushDeliveriesQuery,
  type PushDevice,
  type PushSubscriptionBody,
} from '@bidstay/contract';
import { z } from 'zod';
import { accountLanguage } from '../../db/account-emails.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { JobBoard } from '../../jobs/job-board.ts';
import { defineJob, type PayloadOf } from '../../jobs/job-definition.ts';
import { retryDelayMs, type Job, type Queue } from '../../jobs/queue.ts';
import { JobFailedForGood } from '../../jobs/worker.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  bidNotice,
  bookingNotice,
  reminderNotice,
  standingBidNotice,
  waitingBidNotice,
  withdrawnBidNotice,
  type BidWords,
  type BookingWords,
  type Notice,
  type StandingWords,
} from './bid-notice.ts';
import { NOTICE_KEYS, noticeText } from './notice-texts.ts';
import { checkEndpoint, type EndpointRules } from './endpoint-rules.ts';
import type { PushSender } from './push-sender.ts';
import type { Account, PushRepository } from './push.repository.ts';

export type { Account } from './push.repository.ts';
export { bidNotice } from './bid-notice.ts';

const accountSchema = z.object({ role: z.enum(['customer', 'supplier']), id: z.string() });
/** An account, or the partners of a hotel, found when the push goes out. */
const recipientSchema = z.union([accountSchema, z.object({ hotelId: z.number().int() })]);
const messageSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
const deliverySchema = z.object({
  kind: z.string(),
  urgency: z.enum(['normal', 'high']),
  expiresAt: z.string(),
  topic: z.string(),
});
/** A notice to tell: its text is written per recipient, in their language; `message` is one written already. */
const noticeSchema = deliverySchema.extend({
  to: recipientSchema,
  text: z.object({ key: z.enum(NOTICE_KEYS), data: z.record(z.string(), z.string()) }).optional(),
  url: z.string().optional(),
  tag: z.string().optional(),
  message: messageSchema.optional(),
});
const deviceJobSchema = deliverySchema.extend({ to: accountSchema, message: messageSchema, endpoint: z.string() });
type NoticeJob = z.infer<typeof noticeSchema>;
/** What the back office reads of a device's push, even when its payload is not one this version sends. */
const deliveryViewSchema = z.object({
  kind: z.string().catch('?'),
  to: z.object({ role: accountSchema.shape.role.catch('customer') }).catch({ role: 'customer' }),
  message: z.object({ title: z.string().catch('') }).catch({ title: '' }),
  endpoint: z.string().catch(''),
});
type Expiring = { expiresAt: string };

/** Tells an account something: one job, which queues a PUSH_DEVICE_JOB per device that wants it. */
export const PUSH_JOB = defineJob('push', noticeSchema);
export const PUSH_DEVICE_JOB = defineJob('push-device', deviceJobSchema);

/** A test notification is worth a few minutes. */
const TEST_LIFETIME_MS = 5 * 60 * 1000;

type Deps = {
  db: Db;
  repository: PushRepository;
  queue: Queue;
  board: JobBoard;
  clock: Clock;
  send: PushSender;
  publicKey: string;
  rules: EndpointRules;
};

export type PushService = ReturnType<typeof createPushService>;

export function createPushService({ db, repository, queue, board, clock, send, publicKey, rules }: Deps) {
  const noticeJob = (to: NoticeJob['to'], notice: Notice): NoticeJob => ({
    to,
    kind: notice.kind,
    text: notice.text,
    url: notice.url,
    tag: notice.tag,
    urgency: notice.urgency,
    expiresAt: notice.expiresAt.toISOString(),
    topic: notice.topic,
  });

  /** The message as the account reads it: in the language it chose, English if none. */
  async function messageFor(job: NoticeJob, account: Account) {
    if (job.message || !job.text) return job.message ?? { title: '', body: '', url: '/', tag: job.topic };
    const locale = (await accountLanguage(db, account.role, account.id)) ?? DEFAULT_LOCALE;
    const text = noticeText(job.text.key, job.text.data, locale);
    return { ...text, url: job.url ?? '/', tag: job.tag ?? job.topic };
  }

  async function wants(account: Account, kind: string, channel: 'push' | 'email'): Promise<boolean> {
    const found = (await repository.preferences(account)).find((row) => row.kind === kind);
    return found ? found[channel] : true;
  }

  /** A push that cannot arrive in time is not tried again. */
  function assertTimeLeft(job: Expiring) {
    if (new Date(job.expiresAt) <= clock.now()) throw new JobFailedForGood('expired before the push service took it');
  }

  /** A failure worth another try, unless the next try would come after the message has expired. */
  function retryOrGiveUp(notice: Expiring, job: Pick<Job, 'attempts'>, failure: string): Error {
    const nextTry = clock.now().getTime() + retryDelayMs(job.attempts);
    if (nextTry >= new Date(notice.expiresAt).getTime())
      return new JobFailedForGood(`${failure}; no time left to try again`);
    return new Error(failure);
  }

  return {
    publicKey,

    /**
     * The customer's push of a bid's news, as a job to queue with the change, and the notice its mail names so that a
     * customer who switched e-mail off for this kind gets none; undefined when it is no news.
     */
    bidNews(bid: Bid, words: BidWords) {
      const notice = bidNotice(bid, words, clock.now());
      if (!notice) return undefined;
      const to: Account = { role: 'customer', id: bid.customer_id };
      return { job: queue.job(PUSH_JOB, noticeJob(to, notice)), notice: { ...to, kind: notice.kind } };
    },

    /**
     * The customer's push of a confirmed booking, queued in the caller's transaction; the notice its mail names so that
     * a customer who switched e-mail off for it gets none.
     */
    async tellBooked(customerId: string, bookingId: string, words: BookingWords, tx: Db | Tx) {
      const to: Account = { role: 'customer', id: customerId };
      const notice = bookingNotice(bookingId, words, clock.now());
      await queue.enqueue(PUSH_JOB, noticeJob(to, notice), {}, tx);
      return { ...to, kind: notice.kind };
    },

    /**
     * The customer's reminder of a bid's deadline, queued in the caller's transaction once under `dedupeKey`; the notice
     * its mail names. Undefined for a bid with no deadline near.
     */
    async tellReminder(bid: Bid, words: BidWords, tx: Db | Tx, dedupeKey: string) {
      const notice = reminderNotice(bid, words);
      if (!notice) return undefined;
      const to: Account = { role: 'customer', id: bid.customer_id };
      await queue.enqueue(PUSH_JOB, noticeJob(to, notice), { dedupeKey }, tx);
      return { ...to, kind: notice.kind };
    },

    /**
     * The customer's push of a standing bid placed or ended; the notice its mail names so that a customer who switched
     * e-mail off for standing bids gets none.
     */
    async tellStandingBid(
      customerId: string,
      standingBidId: string,
      outcome: { placed: string } | 'ended',
      words: StandingWords,
    ) {
      const to: Account = { role: 'customer', id: customerId };
      const notice = standingBidNotice(standingBidId, outcome, words, clock.now());
      await queue.enqueue(PUSH_JOB, noticeJob(to, notice), {
        dedupeKey: `${PUSH_JOB.name}:standing:${standingBidId}`,
      });
      queue.wake(PUSH_JOB);
      return { ...to, kind: notice.kind };
    },

    /** The partners of the bid's hotel are told a bid waits for a person, until it expires: once, however often asked. */
    async tellPartnersOfWaiting(bid: Bid, expiresAt: Date) {
      const job = noticeJob({ hotelId: bid.hotel_id }, waitingBidNotice(bid, expiresAt));
      await queue.enqueue(PUSH_JOB, job, { dedupeKey: `${PUSH_JOB.name}:waiting:${bid.id}` });
      queue.wake(PUSH_JOB);
    },

    /** The partners of the bid's hotel told its customer withdrew it, as a job to queue with the withdrawal. */
    withdrawnNews: (bid: Bid) =>
      queue.job(PUSH_JOB, noticeJob({ hotelId: bid.hotel_id }, withdrawnBidNotice(bid, clock.now()))),

    /** Whether the account takes this kind of news by e-mail (no choice made: yes). */
    wantsEmail: (account: Account, kind: string) => wants(account, kind, 'email'),

    async subscribe(account: Account, body: PushSubscriptionBody) {
      checkEndpoint(body.endpoint, rules);
      const subscription = { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
      const added = await repository.subscribe(account, subscription, MAX_PUSH_DEVICES, clock.now());
      if (!added) throw new AppError('conflict', messages.push.tooManyDevices);
    },

    async devices(account: Account): Promise<PushDevice[]> {
      return (await repository.list(account)).map((row) => ({
        endpoint: row.endpoint,
        endpointHost: new URL(row.endpoint).host,
        createdAt: row.createdAt.toISOString(),
        lastDeliveredAt: row.lastDeliveredAt?.toISOString() ?? null,
      }));
    },

    async unsubscribe(account: Account, endpoint: string) {
      if (!(await repository.remove(account, endpoint))) throw new AppError('not_found', messages.push.deviceUnknown);
    },

    async preferences(account: Account): Promise<NotificationPreference[]> {
      const chosen = await repository.preferences(account);
      return NOTIFICATION_KINDS[account.role].map((kind) => {
        const row = chosen.find((found) => found.kind === kind);
        return { kind, push: row?.push ?? true, email: row?.email ?? true };
      });
    },

    async setPreference(account: Account, preference: NotificationPreference) {
      if (!(NOTIFICATION_KINDS[account.role] as readonly NotificationKind[]).includes(preference.kind)) {
        throw new AppError('invalid_input', messages.generic.invalidInput, { kind: messages.generic.invalidInput });
      }
      await repository.setPreference(account, preference.kind, { push: preference.push, email: preference.email });
    },

    /** "Send a test notification": to every device of the account, now. */
    async sendTest(account: Account) {
      const expiresAt = new Date(clock.now().getTime() + TEST_LIFETIME_MS);
      const text = { key: 'test' as const, data: {} };
      const notice: Notice = {
        kind: 'bid-accepted',
        text,
        url: '/',
        tag: 'test',
        urgency: 'normal',
        expiresAt,
        topic: 'test',
      };
      await queue.enqueue(PUSH_JOB, noticeJob(account, notice));
      queue.wake(PUSH_JOB);
    },

    /** The pushes to devices, newest first, in `state` when given: what the back office's Operations shows. */
    async deliveries({ state, page }: PushDeliveriesQuery) {
      const { rows, total } = await board.page(
        { type: PUSH_DEVICE_JOB.name, state },
        { limit: OPS_PAGE_SIZE, offset: (page - 1) * OPS_PAGE_SIZE },
      );
      const pushes = rows.map((row) => {
        const { kind, to, message, endpoint } = deliveryViewSchema.parse(row.payload);
        return {
          id: row.id,
          kind,
          title: message.title,
          role: to.role,
          endpointHost: URL.canParse(endpoint) ? new URL(endpoint).host : '?',
          state: row.state,
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          finishedAt: (row.doneAt ?? row.failedAt)?.toISOString() ?? null,
        };
      });
      return { pushes, total };
    },

    /**
     * One job a device, for the devices of an account that takes this kind of news by push; a hotel's news goes to the
     * partners that answer for it.
     */
    async fanOut(job: PayloadOf<typeof PUSH_JOB>, partnersOfHotel: (hotelId: number) => Promise<string[]>) {
      if (new Date(job.expiresAt) <= clock.now()) return;
      const accounts: Account[] =
        'hotelId' in job.to
          ? (await partnersOfHotel(job.to.hotelId)).map((id) => ({ role: 'supplier', id }))
          : [job.to];
      const { kind, urgency, expiresAt, topic } = job;
      let queued = 0;
      for (const account of accounts) {
        // Most accounts have no device: their preferences are not read.
        const devices = await repository.list(account);
        if (!devices.length || !(await wants(account, job.kind, 'push'))) continue;
        const message = await messageFor(job, account);
        for (const device of devices) {
          const delivery = { kind, urgency, expiresAt, topic, to: account, message, endpoint: device.endpoint };
          await queue.enqueue(PUSH_DEVICE_JOB, delivery);
          queued += 1;
        }
      }
      if (queued) queue.wake(PUSH_DEVICE_JOB);
    },

    /**
     * One push to one device. Gone (404, 410): the subscription is deleted. Busy (429, 5xx) or unreachable: tried again
     * with the queue's backoff while the message is worth something. Any other refusal is for good.
     */
    async deliver(notice: PayloadOf<typeof PUSH_DEVICE_JOB>, job: Pick<Job, 'attempts'>) {
      assertTimeLeft(notice);
      const device = await repository.find(notice.endpoint);
      if (!device) return;
      const ttlSeconds = Math.max(0, Math.floor((new Date(notice.expiresAt).getTime() - clock.now().getTime()) / 1000));
      const options = { ttlSeconds, urgency: notice.urgency, topic: notice.topic };
      const outcome = await send(device, JSON.stringify(notice.message), options).catch((error: unknown) => {
        throw retryOrGiveUp(
          notice,
          job,
          `push service unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
      if (outcome.status >= 200 && outcome.status < 300) return repository.delivered(device.endpoint, clock.now());
      if (outcome.status === 404 || outcome.status === 410) return repository.forget(device.endpoint);
      const failure = `push service answered ${outcome.status}`;
      if (outcome.status !== 429 && outcome.status < 500) throw new JobFailedForGood(failure);
      throw retryOrGiveUp(notice, job, failure);
    },
  };
}

import { bidDeadlines } from '@bidstay/contract';
import { BID_REMINDER_JOB } from './bid-jobs.ts';
import { bidMail } from './bid-mail.ts';
import type { BidsDeps } from './bids-deps.ts';
import { toBid } from './to-bid.ts';

/**
 * Before a counter-offer lapses or an accepted bid's payment is due, the customer is reminded by mail and push (as their
 * preferences say), once: the mail and the push are queued together under keys of their own, so a reminder job run
 * again, by this process or another, queues nothing more. A bid that moved on, or whose deadline passed, is no news.
 */
export function remindBidUseCase({ db, repository, clock, mail, push, customers }: BidsDeps) {
  return async function remind(bidId: string, status: 'counteroffer' | 'accepted') {
    const row = await repository.find(bidId);
    if (!row || row.status !== status) return;
    const { counterValidUntil, payBy } = bidDeadlines(row);
    const deadline = counterValidUntil ?? payBy;
    if (!deadline || deadline <= clock.now()) return;
    const customer = await customers.recipient(row.customerId);
    const mailed = bidMail('bid-deadline-near', customer, toBid(row));
    const once = `${BID_REMINDER_JOB.name}:${bidId}:${status}`;
    await db.transaction(async (tx) => {
      const notice = await push.tellReminder(toBid(row), mailed.data ?? {}, tx, `push:${once}`);
      await mail.enqueue({ ...mailed, notice }, { tx, dedupeKey: `mail:${once}` });
    });
  };
}

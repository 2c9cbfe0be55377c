import type { AutopayFailure } from '@bidstay/contract';
import { bidMail } from './bid-mail.ts';
import type { BidRow } from './bids.repository.ts';
import type { BidsDeps } from './bids-deps.ts';
import { toBid } from './to-bid.ts';

/** What the charge of an accepted autopay bid asks of the bid (docs/autopay.md). */
export function bidAutopayUseCase({ repository, clock, mail, push, customers }: BidsDeps) {
  return {
    /** The bid to charge: accepted, not withdrawn, its card still named; undefined once that is no longer so. */
    async autopayBid(bidId: string): Promise<(BidRow & { autopayPaymentMethod: string }) | undefined> {
      const row = await repository.find(bidId);
      if (row?.status !== 'accepted' || row.autopayPaymentMethod === null) return undefined;
      return { ...row, autopayPaymentMethod: row.autopayPaymentMethod };
    },

    /** Whose bid it is, whatever became of it since. */
    async customerOfBid(bidId: string): Promise<string | undefined> {
      return (await repository.find(bidId))?.customerId;
    },

    /**
     * The charge failed: the bid stays accepted, to be paid by hand by its pay-by deadline, with the reason, and the
     * customer is told by mail and push what to do. Once: a second call finds the card no longer named.
     */
    async fallBackToPayBy(bidId: string, failure: AutopayFailure) {
      const row = await repository.find(bidId);
      if (row?.status !== 'accepted' || row.autopayPaymentMethod === null) return;
      const customer = await customers.recipient(row.customerId);
      const changes = { reason: failure, autopayPaymentMethod: null, updatedAt: clock.now() };
      const bid = toBid({ ...row, ...changes });
      const mailed = { ...bidMail('bid-decided', customer, bid), template: 'autopay-failed' as const };
      const mailedWithReason = { ...mailed, data: { ...mailed.data, failure } };
      const pushed = push.bidNews(bid, mailed.data ?? {});
      const jobs = pushed
        ? [mail.job({ ...mailedWithReason, notice: pushed.notice }), pushed.job]
        : [mail.job(mailedWithReason)];
      await repository.transitionWithJob(bidId, 'accepted', changes, jobs);
    },
  };
}

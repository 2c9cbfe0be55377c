import { acceptCounterUseCase } from './accept-counter.ts';
import { bidAutopayUseCase } from './bid-autopay.ts';
import { bidChanceUseCase } from './bid-chance.ts';
import { bidMarketUseCase } from './bid-market.ts';
import { bidPaymentUseCase } from './bid-payment.ts';
import { bidRulesUseCase } from './bid-rules.ts';
import type { BidsDeps } from './bids-deps.ts';
import { chanceOfBid } from './chance-of.ts';
import { createBidUseCase } from './create-bid.ts';
import { customerBidsUseCase } from './customer-bids.ts';
import { decideBidUseCase } from './decide-bid.ts';
import { expireBidUseCase } from './expire-bid.ts';
import { partnerBidsUseCase } from './partner-bids.ts';
import { remindBidUseCase } from './remind-bid.ts';
import { bidPricing } from './priced-bid.ts';
import { withdrawBidUseCase } from './withdraw-bid.ts';

export { BID_AUTOPAY_JOB, BID_EXPIRY_JOB, BID_REMINDER_JOB, BID_RULES_JOB, BID_WITHDRAWN_JOB } from './bid-jobs.ts';
export { BID_EVENTS_CHANNEL, type BidRow } from './bids.repository.ts';
export { toBid } from './to-bid.ts';
export type { HotelScope } from './hotel-bids.repository.ts';
export type { Decision } from './decide-bid.ts';

export type BidsService = ReturnType<typeof createBidsService>;

/** The bids' use cases, one a file; every answer to a bid goes through decide-bid.ts. */
export function createBidsService(deps: BidsDeps) {
  const decide = decideBidUseCase(deps);
  const pricing = bidPricing(deps);
  const customerBids = customerBidsUseCase(deps);
  const chanceOf = chanceOfBid(deps);
  return {
    ...customerBids,
    ...withdrawBidUseCase(deps, customerBids.ownBid),
    createBid: createBidUseCase(deps, pricing, chanceOf),
    ...bidChanceUseCase(deps, pricing, chanceOf, customerBids.ownBid),
    ...partnerBidsUseCase(deps, decide),
    ...bidRulesUseCase(deps, decide),
    expire: expireBidUseCase(deps, decide),
    remind: remindBidUseCase(deps),
    ...bidPaymentUseCase(deps, decide),
    ...bidMarketUseCase(deps),
    ...bidAutopayUseCase(deps),
    acceptCounter: acceptCounterUseCase(deps, decide),
  };
}

import type { Db } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { CallLimit } from '../../lib/call-limit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PaymentMethodsService } from '../payments/payment-methods.service.ts';
import type { PushService } from '../push/push.service.ts';
import type { YieldRulesService } from '../yield-rules/yield-rules.service.ts';
import type { BidsRepository } from './bids.repository.ts';
import type { HotelBidsRepository } from './hotel-bids.repository.ts';

/** What the bids' use cases are built with. */
export type BidsDeps = {
  db: Db;
  repository: BidsRepository;
  hotelBids: HotelBidsRepository;
  clock: Clock;
  queue: Queue;
  mail: MailService;
  push: PushService;
  hotels: HotelsService;
  customers: CustomersService;
  /** The customers' saved cards: an autopay bid names one of them. */
  cards: Pick<PaymentMethodsService, 'savedCard'>;
  /** The hotels' rule sets: a bid's chance and its rule job read them. */
  rules: YieldRulesService;
  /** The chance answers each customer had in the last minute. */
  chances: CallLimit;
  chanceLimitPerMinute: number;
};

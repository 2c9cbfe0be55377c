import { reasonText, type Bid } from '@bidstay/contract';
import { mailMoney, type MailJob } from '../mail/mail.service.ts';

/** The customer is read before the caller's transaction: PGlite has one connection. */
export type Recipient = { email: string; name: string };

export function bidMail(
  template: 'bid-registered' | 'bid-decided' | 'bid-deadline-near',
  customer: Recipient,
  bid: Bid,
): MailJob {
  const zone = typeof bid.booking.time_zone === 'string' ? bid.booking.time_zone : undefined;
  const deadline = bid.pay_by ?? bid.counter_offer?.valid_until ?? null;
  const reason = reasonText(bid.reason);
  const data = {
    name: customer.name,
    hotelName: bid.booking.hotel_name,
    bid: mailMoney(bid.bid, bid.currency),
    status: bid.status,
    ...(bid.counter_offer && { counter: mailMoney(bid.counter_offer.amount_to_pay, bid.currency) }),
    ...(deadline && { deadline, ...(zone && { timeZone: zone }) }),
    ...(reason && { reason }),
  };
  return { template, to: customer.email, data };
}

/** One mail for a bid; for a group, one naming its hotels first choice first. */
export function registeredMail(customer: Recipient, bids: Bid[]): MailJob {
  const job = bidMail('bid-registered', customer, bids[0]!);
  if (bids.length === 1) return job;
  return { ...job, data: { ...job.data, hotels: bids.map((bid) => bid.booking.hotel_name).join(', then ') } };
}

import type { NotificationKind } from '@bidstay/contract';

/** What each kind of news is called on the preferences' list. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  'bid-accepted': 'A bid is accepted',
  'bid-countered': 'A hotel makes a counter-offer',
  'bid-rejected': 'A bid is not accepted',
  'counter-ending': 'A counter-offer ends in 2 hours',
  'payment-due': 'A payment is due in 6 hours',
  'bid-expired': 'A bid expires',
  'standing-bid': 'A standing bid is placed or answered',
  'booking-confirmed': 'A booking is confirmed',
  'bid-waiting': 'A bid waits for your answer',
  'bid-withdrawn': 'A customer withdraws an accepted bid',
};

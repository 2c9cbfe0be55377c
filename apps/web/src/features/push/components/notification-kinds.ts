import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationKind } from '@bidstay/contract';

/** What each kind of news is called on the preferences' list. */
export const KIND_LABELS: Record<NotificationKind, MessageDescriptor> = {
  'bid-accepted': msg`A bid is accepted`,
  'bid-countered': msg`A hotel makes a counter-offer`,
  'bid-rejected': msg`A bid is not accepted`,
  'counter-ending': msg`A counter-offer ends in 2 hours`,
  'payment-due': msg`A payment is due in 6 hours`,
  'bid-expired': msg`A bid expires`,
  'standing-bid': msg`A standing bid is placed or answered`,
  'booking-confirmed': msg`A booking is confirmed`,
  'bid-waiting': msg`A bid waits for your answer`,
  'bid-withdrawn': msg`A customer withdraws an accepted bid`,
};

import type { BookingStatus, CustomerSummary } from '@bidstay/contract';

/** A customer's name as written in the profile, or the e-mail when the profile has none yet. */
export const fullName = ({ name, surname, email }: Pick<CustomerSummary, 'name' | 'surname' | 'email'>) =>
  [name, surname].filter(Boolean).join(' ').trim() || email;

/** A booking's state in the back office's words, and the colour of its badge. */
export const purchaseStatusLabels: Record<BookingStatus, { label: string; variant: string }> = {
  quoted: { label: 'Not paid', variant: 'secondary' },
  paid: { label: 'Paid', variant: 'info' },
  processing: { label: 'Booking', variant: 'info' },
  confirmed: { label: 'Confirmed', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
  refunded: { label: 'Refunded', variant: 'warning' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
  expired: { label: 'Expired', variant: 'secondary' },
};

/** Only a confirmed booking has a confirmation mail (the API refuses the others). */
export const hasConfirmation = (status: BookingStatus) => status === 'confirmed';

import type { BookingStatus, CustomerSummary } from '@bidstay/contract';

/** A customer's name as written in the profile, or the e-mail when the profile has none yet. */
export const fullName = ({ name, surname, email }: Pick<CustomerSummary, 'name' | 'surname' | 'email'>) =>
  [name, surname].filter(Boolean).join(' ').trim() || email;

/** Only a confirmed booking has a confirmation mail (the API refuses the others). */
export const hasConfirmation = (status: BookingStatus) => status === 'confirmed';

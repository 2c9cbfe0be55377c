import { MAX_STAY_NIGHTS } from '../constants.ts';
import { fill } from './fill.ts';

/** A stay's dates and party: the home page's search checks them before any schema loads. */
export const stayMessages = {
  checkinPast: /*i18n*/ 'Check-in cannot be in the past.',
  checkinTooFar: /*i18n*/ 'Check-in is too far ahead.',
  checkoutNotAfterCheckin: /*i18n*/ 'Check-out must be after check-in.',
  tooLong: fill(/*i18n*/ 'A stay is at most {count} nights.', { count: MAX_STAY_NIGHTS }),
  notADate: /*i18n*/ 'This is not a date.',
  checkoutMoved: (date: string) => fill(/*i18n*/ 'We moved check-out to {date}.', { date }),
  checkoutKept: (date: string) => fill(/*i18n*/ 'Check-out stays {date}.', { date }),
  childAgeMissing: /*i18n*/ 'Choose the age of each child.',
} as const;

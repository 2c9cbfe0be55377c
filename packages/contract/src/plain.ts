/**
 * The contract without zod (`@bidstay/contract/plain`): messages, constants, countries and the pure rules, for
 * code that must run before the schemas load, such as the web's shell and home page.
 */
export * from './constants.ts';
export * from './countries.ts';
export * from './messages.ts';
export * from './rules/bid-lifecycle.ts';
export * from './rules/bid-pricing.ts';
export * from './rules/bid-rules.ts';
export * from './rules/bid-status.ts';
export * from './rules/business-days.ts';
export * from './rules/booking-cancellation.ts';
export * from './rules/booking-groups.ts';
export * from './rules/booking-refund.ts';
export * from './rules/calendar-days.ts';
export * from './rules/guests.ts';
export * from './rules/stay-dates.ts';
export * from './rules/bid-decider.ts';
export * from './rules/rule-lines.ts';
export * from './rules/rule-simulation.ts';
export * from './rules/rule-floors.ts';
export * from './rules/bid-stats.ts';
export * from './rules/commission.ts';
export * from './rules/distance.ts';
export * from './rules/hotel-images.ts';
export * from './rules/profile-completion.ts';
export * from './rules/serp-rates.ts';
export * from './rules/public-rate.ts';
export * from './rules/bid-steps.ts';
export * from './rules/bid-chance.ts';
export * from './rules/bid-deadlines.ts';
export * from './rules/bid-market.ts';
export * from './rules/standing-bids.ts';
export * from './i18n/date-format.ts';
export * from './i18n/locale.ts';
export * from './i18n/translate-message.ts';

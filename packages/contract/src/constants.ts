import { DAY_MS, HOUR_MS } from './rules/calendar-days.ts';

/** Business constants of SPEC §9. */
export const TOAST_DEFAULT_DELAY_MS = 5000;
export const PASSWORD_MIN_LENGTH = 8;
export const TYPEAHEAD_DEBOUNCE_MS = 200;
export const TYPEAHEAD_MIN_CHARS = 2;
export const TYPEAHEAD_MAX_RESULTS = 10;
export const DEFAULT_STAY_NIGHTS = 3;
export const MAX_STAY_NIGHTS = 30;
export const HOTEL_STREAM_CHUNK_SIZE = 25;
export const HOTEL_STREAM_CONCURRENCY = 2;
export const COMMISSION_MULTIPLIER = 1.1;
export const BOOKINGS_PAGE_SIZE = 10;
export const BOOKINGS_PAGE_NUMBER = 1;
export const BIDS_PAGE_SIZE = 5;
export const BIDS_PAGINATION_MAX_DESKTOP = 5;
export const BIDS_PAGINATION_MAX_MOBILE = 3;
export const PROFILE_FIELD_COUNT = 10;
export const VISITOR_LOG_VALIDITY_MS = 432_000_000;
export const WISHLIST_IMAGE_SIZE = '1024x768';
export const DEFAULT_GUESTS = [{ adults: 2, children: [] as number[] }];
export const DEFAULT_BID_CURRENCY = 'EUR';
export const CURRENCIES = ['EUR', 'SEK', 'USD', 'GBP'] as const;
export const BID_DECISION_BUSINESS_DAYS = 5;
/** A customer's active standing bids, in all and for one hotel and stay. */
export const MAX_ACTIVE_STANDING_BIDS = 20;
export const MAX_STANDING_BIDS_PER_STAY = 3;
export const TOKEN_STORAGE_KEY = 'access_token';
export const BOOKING_DETAILS_STORAGE_KEY = 'bookingDetails';
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;
/** An operator's session, whatever remember-me says. */
export const OPERATOR_SESSION_TTL_SECONDS = 8 * 60 * 60;
export const PASSWORD_RESET_TTL_MS = HOUR_MS;
/** How long a partner's invitation link works. */
export const PARTNER_INVITATION_TTL_MS = 72 * HOUR_MS;
/** How long an operator's invitation link works: as long as a partner's. */
export const OPERATOR_INVITATION_TTL_MS = PARTNER_INVITATION_TTL_MS;
export const REGISTRATION_REMINDER_DELAY_MS = DAY_MS;
export const PRODUCT_NAME = 'Bidstay';

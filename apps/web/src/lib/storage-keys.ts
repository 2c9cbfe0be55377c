import { BOOKING_DETAILS_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@bidstay/contract/plain';

export const storageKeys = {
  token: TOKEN_STORAGE_KEY,
  theme: 'theme',
  visitorLog: 'visitor_log',
  bookingDetails: BOOKING_DETAILS_STORAGE_KEY,
  profileBadgeDismissed: 'profileBadgeDismissed',
} as const;

/** Keys that describe the device rather than the account; they survive sign-out. */
export const deviceStorageKeys: ReadonlySet<string> = new Set([storageKeys.theme, storageKeys.visitorLog]);

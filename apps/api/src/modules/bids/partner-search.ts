import type { Currency, SearchPayload } from '@bidstay/contract';
import type { RoomGuests } from '../../partner/etg-types.ts';

/** A stay as a bid's booking keeps it (and a booking, and a standing bid once read). */
export type KeptStay = { check_in: string; check_out: string; residency: string; guests: RoomGuests[] };

/** The partner's search for a kept stay, priced in `currency`, in English: built here once for every caller. */
export function partnerSearchOf(stay: KeptStay, currency: string): SearchPayload {
  return {
    checkin: stay.check_in,
    checkout: stay.check_out,
    residency: stay.residency,
    language: 'en',
    currency: currency as Currency,
    guests: stay.guests,
  };
}

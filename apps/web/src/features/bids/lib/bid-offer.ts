import type { Bid } from '@bidstay/contract';

/** A rate of the hotel page that can be bid on: the stay and its listed price for the whole stay. */
export type BidOffer = {
  hotelId: number;
  hotelName: string;
  roomName: string;
  bookHash: string;
  matchHash: string;
  checkIn: string;
  checkOut: string;
  guests: Bid['booking']['guests'];
  listedPrice: number;
  currency: string;
};

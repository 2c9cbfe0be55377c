import type { roomGuestsSchema } from '@bidstay/contract';
import type { ComponentType } from 'react';
import type { z } from 'zod';

/** A bookable rate for the page's stay, as an action beside its price (placing a bid) needs it. */
export type RateOffer = {
  hotelId: number;
  hotelName: string;
  /** The hotel's city: the other hotels a bid may also go to are of it. */
  regionId: number;
  /** The hotel's city's name and its star rating: the winning bids shown where a bid is named are theirs. */
  cityName: string;
  stars: number;
  roomName: string;
  bookHash: string;
  matchHash: string;
  checkIn: string;
  checkOut: string;
  guests: z.infer<typeof roomGuestsSchema>[];
  listedPrice: number;
  currency: string;
};

/** An action the app adds to each rate of the hotel page, so the hotels feature needs no other feature. */
export type RateAction = ComponentType<{ offer: RateOffer }>;

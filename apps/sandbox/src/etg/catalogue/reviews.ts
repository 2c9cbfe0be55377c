import { DAY_MS } from '@bidstay/contract/plain';
import type { Hotel } from './hotel.ts';
import { intBetween, mulberry32, pick, type Random } from './random.ts';
import { FIRST_NAMES, REVIEW_MINUS, REVIEW_PLUS, TRAVELLER_TYPES } from './words.ts';

export type HotelReviews = { hid: number; rating: number; reviews: Review[] };

type Review = {
  id: number;
  author: string;
  created: string;
  rating: number;
  review_plus: string;
  review_minus: string;
  traveller_type: string;
  nights: number;
  room_name: string;
  detailed: Record<'cleanness' | 'location' | 'price' | 'services' | 'room' | 'meal' | 'wifi' | 'hygiene', number>;
};

const round1 = (value: number) => Math.round(Math.min(10, Math.max(1, value)) * 10) / 10;

function review(random: Random, hotel: Hotel, index: number, rating: number): Review {
  const score = () => round1(rating + (random() - 0.5) * 2);
  const created = new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 700) * DAY_MS);
  return {
    id: hotel.hid * 100 + index,
    author: pick(random, FIRST_NAMES),
    created: created.toISOString().slice(0, 10),
    rating: score(),
    review_plus: pick(random, REVIEW_PLUS),
    review_minus: pick(random, REVIEW_MINUS),
    traveller_type: pick(random, TRAVELLER_TYPES),
    nights: intBetween(random, 1, 7),
    room_name: pick(random, hotel.room_groups).name,
    detailed: {
      cleanness: score(),
      location: score(),
      price: score(),
      services: score(),
      room: score(),
      meal: score(),
      wifi: score(),
      hygiene: score(),
    },
  };
}

/** Generated on demand from the hid, so the catalogue itself stays small. */
export function hotelReviews(hotel: Hotel): HotelReviews {
  const random = mulberry32(hotel.hid);
  const rating = round1(Math.min(9.8, 6 + hotel.star_rating * 0.55 + random() * 1.3));
  const count = intBetween(random, 3, 20);
  return {
    hid: hotel.hid,
    rating,
    reviews: Array.from({ length: count }, (_, index) => review(random, hotel, index, rating)),
  };
}

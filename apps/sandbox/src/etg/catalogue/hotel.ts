import type { Region } from './regions.ts';
import { intBetween, pick, pickSome, type Random } from './random.ts';
import { generateRoomGroups, imageUrl, type RoomGroup } from './rooms.ts';
import {
  AMENITY_GROUPS,
  HOTEL_LINES,
  KINDS,
  LOCATION_LINES,
  NAME_ADJECTIVES,
  NAME_NOUNS,
  NAME_PATTERNS,
  ROOM_LINES,
  STREETS,
} from './words.ts';

export type Hotel = {
  id: string;
  hid: number;
  name: string;
  address: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  star_rating: number;
  kind: string;
  phone: string;
  email: string;
  check_in_time: string;
  check_out_time: string;
  description_struct: { title: string; paragraphs: string[] }[];
  amenity_groups: { group_name: string; amenities: string[] }[];
  images_ext: { url: string; category_slug: string }[];
  room_groups: RoomGroup[];
  metapolicy_struct: Record<string, unknown>;
  metapolicy_extra_info: string;
  region: { id: number; name: string; country_code: string; type: string };
};

const IMAGE_CATEGORIES = ['exterior', 'lobby', 'room', 'restaurant', 'bathroom', 'view', 'spa'];

function hotelName(random: Random, city: string): string {
  return pick(random, NAME_PATTERNS)
    .replace('{a}', pick(random, NAME_ADJECTIVES))
    .replace('{n}', pick(random, NAME_NOUNS))
    .replace('{city}', city);
}

function lines(random: Random, pool: readonly string[], city: string): string[] {
  return pickSome(random, pool, 2).map((line) => line.replace('{city}', city));
}

function metapolicy(random: Random): Record<string, unknown> {
  const breakfastPrice = intBetween(random, 8, 25);
  return {
    internet: [
      {
        inclusion: 'included',
        internet_type: 'wireless',
        price: '0',
        currency: 'EUR',
        price_unit: 'per_hour',
        work_area: 'whole_hotel',
      },
    ],
    meal: [{ inclusion: 'not_included', meal_type: 'breakfast', price: `${breakfastPrice}.00`, currency: 'EUR' }],
    parking: [
      {
        inclusion: 'not_included',
        territory_type: 'on_site',
        price: '25.00',
        currency: 'EUR',
        price_unit: 'per_guest_per_night',
      },
    ],
    pets: [
      {
        inclusion: random() < 0.5 ? 'not_included' : 'included',
        pets_type: 'unspecified',
        price: '0',
        currency: 'EUR',
        price_unit: 'per_night',
      },
    ],
    children: [{ age_start: 0, age_end: 5, extra_bed: 'unspecified', price: '0', currency: 'EUR' }],
    cot: [{ amount: 1, inclusion: 'included', price: '0', currency: 'EUR', price_unit: 'per_night' }],
    extra_bed: [],
    deposit: [],
    shuttle: [],
    add_fee: [],
    check_in_check_out: [],
    children_meal: [],
    visa: { visa_support: 'unsupported' },
    no_show: { availability: 'available', day_period: 'after_midday', time: '12:00:00' },
  };
}

export function generateHotel(random: Random, hid: number, region: Region): Hotel {
  const star = intBetween(random, 1, 5);
  const kind = star <= 2 ? pick(random, KINDS) : pick(random, KINDS.slice(0, 5));
  const imageCount = intBetween(random, 5, 15);
  return {
    id: '',
    hid,
    name: hotelName(random, region.name),
    address: `${pick(random, STREETS)} ${intBetween(random, 1, 180)}, ${region.name}`,
    postal_code: String(intBetween(random, 10000, 99999)),
    latitude: Number((region.center.latitude + (random() - 0.5) * 0.08).toFixed(6)),
    longitude: Number((region.center.longitude + (random() - 0.5) * 0.12).toFixed(6)),
    star_rating: star,
    kind,
    phone: `+${intBetween(random, 10, 99)} ${intBetween(random, 100, 999)} ${intBetween(random, 1000, 9999)}`,
    email: `reservations.${hid}@hotels.example`,
    check_in_time: '14:00:00',
    check_out_time: '11:00:00',
    description_struct: [
      { title: 'Location', paragraphs: lines(random, LOCATION_LINES, region.name) },
      { title: 'At the hotel', paragraphs: lines(random, HOTEL_LINES, region.name) },
      { title: 'In the rooms', paragraphs: lines(random, ROOM_LINES, region.name) },
    ],
    amenity_groups: pickSome(random, AMENITY_GROUPS, intBetween(random, 3, AMENITY_GROUPS.length)).map((group) => ({
      group_name: group.group_name,
      amenities: pickSome(random, group.amenities, intBetween(random, 1, group.amenities.length)),
    })),
    images_ext: Array.from({ length: imageCount }, (_, n) => ({
      url: imageUrl(hid, n + 1),
      category_slug: IMAGE_CATEGORIES[n % IMAGE_CATEGORIES.length] as string,
    })),
    room_groups: generateRoomGroups(random, hid, star),
    metapolicy_struct: metapolicy(random),
    metapolicy_extra_info: 'A valid photo ID and a credit card are required at check-in. Quiet hours are 22:00–07:00.',
    region: { id: region.id, name: region.name, country_code: region.country_code, type: region.type },
  };
}

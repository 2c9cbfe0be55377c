import { ROOM_AMENITIES } from './words.ts';
import { pickSome, type Random } from './random.ts';

export type RgExt = {
  class: number;
  quality: number;
  sex: number;
  bathroom: number;
  bedding: number;
  family: number;
  capacity: number;
  club: number;
  bedrooms: number;
  balcony: number;
  view: number;
  floor: number;
};

export type RoomGroup = {
  room_group_id: number;
  name: string;
  rg_ext: RgExt;
  images: string[];
  room_amenities: string[];
};

type RoomTemplate = { name: string; mainType: string; bedding: string; factor: number; rg: Partial<RgExt> };

const BASE: RgExt = {
  class: 3,
  quality: 2,
  sex: 0,
  bathroom: 2,
  bedding: 3,
  family: 0,
  capacity: 2,
  club: 0,
  bedrooms: 0,
  balcony: 0,
  view: 0,
  floor: 0,
};

const TEMPLATES: RoomTemplate[] = [
  {
    name: 'Economy Single Room',
    mainType: 'Economy Single Room',
    bedding: 'single bed',
    factor: 0.75,
    rg: { class: 2, quality: 1, capacity: 1, bedding: 1 },
  },
  { name: 'Standard Double Room', mainType: 'Standard Double Room', bedding: 'double bed', factor: 1, rg: {} },
  { name: 'Standard Twin Room', mainType: 'Standard Twin Room', bedding: 'twin beds', factor: 1, rg: { bedding: 4 } },
  {
    name: 'Superior Double Room',
    mainType: 'Superior Double Room',
    bedding: 'double bed',
    factor: 1.2,
    rg: { quality: 5 },
  },
  {
    name: 'Deluxe Double Room with City View',
    mainType: 'Deluxe Double Room',
    bedding: 'double bed',
    factor: 1.4,
    rg: { quality: 6, view: 1 },
  },
  {
    name: 'Family Room',
    mainType: 'Family Room',
    bedding: 'double bed and bunk beds',
    factor: 1.6,
    rg: { family: 1, capacity: 4, bedrooms: 1 },
  },
  {
    name: 'Junior Suite',
    mainType: 'Junior Suite',
    bedding: 'king-size bed',
    factor: 1.9,
    rg: { class: 5, quality: 7, capacity: 3 },
  },
  {
    name: 'Suite with Balcony',
    mainType: 'Suite',
    bedding: 'king-size bed',
    factor: 2.4,
    rg: { class: 6, quality: 8, capacity: 3, bedrooms: 1, balcony: 1 },
  },
];

export function imageUrl(hid: number, n: number): string {
  return `/sandbox/etg/images/{size}/${hid}-${n}.svg`;
}

export function generateRoomGroups(random: Random, hid: number, starRating: number): RoomGroup[] {
  const count = 2 + Math.floor(random() * 4);
  const offset = starRating >= 4 ? 1 : 0;
  const chosen = pickSome(random, TEMPLATES.slice(offset), count).sort((a, b) => a.factor - b.factor);
  return chosen.map((template, index) => ({
    room_group_id: index + 1,
    name: template.name,
    rg_ext: { ...BASE, ...template.rg },
    images: [0, 1].map((j) => imageUrl(hid, 100 + index * 10 + j)),
    room_amenities: pickSome(random, ROOM_AMENITIES, 5 + Math.floor(random() * 5)),
  }));
}

export function roomTemplate(name: string): RoomTemplate {
  return TEMPLATES.find((template) => template.name === name) ?? (TEMPLATES[1] as RoomTemplate);
}

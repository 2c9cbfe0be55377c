import type { Hotel } from './hotel.ts';
import {
  SWEDISH_AMENITIES,
  SWEDISH_AMENITY_GROUPS,
  SWEDISH_EXTRA_INFO,
  SWEDISH_LINES,
  SWEDISH_ROOMS,
  SWEDISH_TITLES,
} from './swedish.ts';

/** As a real partner lacks some translations, every seventh hotel has no Swedish text. */
const UNTRANSLATED_EVERY = 7;

const isSwedish = (language: string) => language.toLowerCase().split('-')[0] === 'sv';

/** Whether the partner has the hotel's text in `language`: English always, Swedish for most hotels. */
export const hasTextIn = (hid: number, language: string) => !isSwedish(language) || hid % UNTRANSLATED_EVERY !== 0;

const word = (table: ReadonlyMap<string, string>, english: string) => table.get(english) ?? english;

function swedishLine(line: string, city: string): string {
  for (const [english, swedish] of SWEDISH_LINES) {
    if (english.replaceAll('{city}', city) === line) return swedish.replaceAll('{city}', city);
  }
  return line;
}

/** A room's name, its bedding or its view as the partner answers it in `language`. */
export const roomWordIn = (english: string, hid: number, language: string) =>
  isSwedish(language) && hasTextIn(hid, language) ? word(SWEDISH_ROOMS, english) : english;

function inSwedish(hotel: Hotel): Hotel {
  return {
    ...hotel,
    description_struct: hotel.description_struct.map((section) => ({
      title: word(SWEDISH_TITLES, section.title),
      paragraphs: section.paragraphs.map((line) => swedishLine(line, hotel.region.name)),
    })),
    amenity_groups: hotel.amenity_groups.map((group) => ({
      group_name: word(SWEDISH_AMENITY_GROUPS, group.group_name),
      amenities: group.amenities.map((amenity) => word(SWEDISH_AMENITIES, amenity)),
    })),
    room_groups: hotel.room_groups.map((room) => ({ ...room, name: word(SWEDISH_ROOMS, room.name) })),
    metapolicy_extra_info: SWEDISH_EXTRA_INFO,
  };
}

/**
 * A hotel's content as the partner serves it in `language`, as ETG's dumps are one per language. A hotel without a
 * translation comes with no description and no amenities, as a partner's untranslated fields are empty; its room
 * names stay English.
 */
export function hotelIn(
  hotel: Hotel,
  language: string,
): Hotel | (Omit<Hotel, 'description_struct'> & { description_struct: null }) {
  if (!isSwedish(language)) return hotel;
  if (!hasTextIn(hotel.hid, language)) return { ...hotel, description_struct: null, amenity_groups: [] };
  return inSwedish(hotel);
}

import { z } from 'zod';
import type { Edition } from './catalogue/edition.ts';
import type { Region } from './catalogue/index.ts';
import { normalizeText } from './catalogue/random.ts';
import { parseBody } from './search-params.ts';

const schema = z.object({ query: z.string().min(1).max(200), language: z.string().default('en') });

const LIMIT = 5;
/** Hotels read per suggestion: the catalogue is generated as it is read, and a suggestion must stay quick. */
const SCAN = 12_000;

function matches(name: string, query: string): boolean {
  return (
    name.startsWith(query) || name.split(/[\s-]+/).some((word) => word.startsWith(query)) || name.includes(` ${query}`)
  );
}

/** The cities matching, the largest first, then the towns matching, generated until the limit. */
function* matchingRegions(edition: Edition, query: string): Generator<Region> {
  const cities = edition.cities
    .filter((city) => matches(normalizeText(city.name), query))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, LIMIT);
  yield* cities;
  let found = cities.length;
  for (const town of edition.towns()) {
    if (found >= LIMIT) return;
    if (matches(normalizeText(town.name), query)) {
      found += 1;
      yield town;
    }
  }
}

export function multicomplete(edition: Edition, body: unknown) {
  const query = normalizeText(parseBody(schema, body).query.trim());
  if (!query) return { hotels: [], regions: [] };
  const regions = [...matchingRegions(edition, query)].map((region) => ({
    id: region.id,
    name: region.name,
    type: region.type,
    country_code: region.country_code,
  }));
  const hotels = [];
  for (let position = 0; position < SCAN && hotels.length < LIMIT; position += 1) {
    const hotel = edition.hotelAt(position);
    if (hotel && matches(normalizeText(hotel.name), query))
      hotels.push({ id: hotel.id, hid: hotel.hid, name: hotel.name, region_id: hotel.region.id });
  }
  return { hotels, regions };
}

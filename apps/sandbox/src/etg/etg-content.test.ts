import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionOf } from './catalogue/edition.ts';
import { createCatalogue } from './catalogue/index.ts';
import { CITY_POSITIONS, TOWN_HOTELS } from './catalogue/towns.ts';
import { REGIONS } from './catalogue/regions.ts';
import { DEFAULT_SEED } from './plugin.ts';
import { DAY, HOUR, startTestEmulator, type Json, type TestEmulator } from './test-client.ts';

let etg: TestEmulator;
beforeAll(async () => {
  etg = await startTestEmulator();
});
afterAll(() => etg.close());

async function download(path: string, language = 'en'): Promise<Json[]> {
  const { body } = await etg.call(path, { language });
  expect(body.data.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/etg\/dumps\/.+\.jsonl\.gz$/);
  const response = await fetch(body.data.url);
  const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe('ETG emulator content', () => {
  it('generates any hotel alone, the same every time, at any size', () => {
    const catalogue = createCatalogue(DEFAULT_SEED, 10_000);
    const hotel = catalogue.hotelAt(4321);
    expect(createCatalogue(DEFAULT_SEED, 10_000).hotelAt(4321)).toEqual(hotel);
    expect(catalogue.positionOfHid(hotel.hid)).toBe(4321);
    expect(catalogue.positionOfId(hotel.id)).toBe(4321);
    expect(catalogue.positionOfHid(hotel.hid + 1)).toBeUndefined();
    expect(createCatalogue(7, 10_000).hotelAt(4321)).not.toEqual(hotel);
    const million = createCatalogue(DEFAULT_SEED, 1_000_000);
    const last = million.hotelAt(999_999);
    expect(million.positionOfHid(last.hid)).toBe(999_999);
  });

  it('streams a catalogue larger than the demo with unique hids, its sandbox hotels first in their city', () => {
    const edition = editionOf(createCatalogue(DEFAULT_SEED, 30_000), 0);
    const hids = new Set<number>();
    for (const hotel of edition.hotels()) hids.add(hotel.hid);
    expect(hids.size).toBe(30_000);
    expect(edition.regionHotels(2734)[0]?.hid).toBe(8473727);
  });

  it('serves every hotel in a gzip JSON Lines dump whose link expires after an hour', async () => {
    const hotels = await download('hotel/info/dump/');
    expect(hotels.length).toBeGreaterThanOrEqual(10_000);
    const hotel = hotels[0];
    expect(hotel).toMatchObject({ check_in_time: '14:00:00', check_out_time: '11:00:00', region: { type: 'City' } });
    expect(hotel.images_ext.length).toBeGreaterThanOrEqual(5);
    expect(hotel.images_ext[0].url).toMatch(/^\/sandbox\/etg\/images\/\{size\}\/\d+-1\.svg$/);
    expect(hotel.room_groups[0].rg_ext).toHaveProperty('capacity');
    const { body } = await etg.call('hotel/info/dump/', { language: 'en' });
    etg.advance(HOUR + 1000);
    expect((await fetch(body.data.url)).status).toBe(404);
  });

  it('serves the day’s dump the same while it is first written and from its file after', async () => {
    const [first, beside] = await Promise.all([download('hotel/reviews/dump/'), download('hotel/reviews/dump/')]);
    const again = await download('hotel/reviews/dump/');
    expect(beside).toEqual(first);
    expect(again).toEqual(first);
  });

  it('dumps the regions, including the named cities, and the reviews', async () => {
    const regions = await download('hotel/region/dump/');
    expect(regions.length).toBeGreaterThanOrEqual(40);
    const names = regions.map((region) => region.name);
    for (const city of ['Stockholm', 'Växjö', 'New York', 'London', 'Paris', 'Gothenburg', 'Malmö'])
      expect(names).toContain(city);
    const reviews = await download('hotel/reviews/dump/');
    expect(reviews[0].rating).toBeGreaterThanOrEqual(6);
    expect(reviews[0].reviews.length).toBeGreaterThanOrEqual(3);
    expect(reviews[0].reviews[0].detailed).toHaveProperty('cleanness');
  });

  it('suggests Växjö for "vax" and finds hotels by name', async () => {
    const { body } = await etg.call('search/multicomplete/', { query: 'vax', language: 'en' });
    expect(body.data.regions[0]).toEqual({ id: 6053839, name: 'Växjö', type: 'City', country_code: 'SE' });
    expect(body.data.hotels.length).toBeLessThanOrEqual(5);
  });

  it('answers hotel info for a known hotel and null data for an unknown one', async () => {
    const known = await etg.call('hotel/info/', { hid: 8473727, language: 'en' });
    expect(known.body.data).toMatchObject({ id: 'test_hotel_do_not_book', hid: 8473727 });
    const unknown = await etg.call('hotel/info/', { id: 'no_such_hotel', language: 'en' });
    expect(unknown.body).toMatchObject({ status: 'ok', data: null });
  });

  it('answers hotel info in Swedish from the same words as the English, and in English where it lacks Swedish', async () => {
    const english = (await etg.call('hotel/info/', { hid: 8473727, language: 'en' })).body.data;
    const swedish = (await etg.call('hotel/info/', { hid: 8473727, language: 'sv' })).body.data;
    expect(swedish).toMatchObject({ hid: 8473727, name: english.name, star_rating: english.star_rating });
    expect(swedish.description_struct.map((section: Json) => section.title)).toEqual([
      'Läge',
      'På hotellet',
      'I rummen',
    ]);
    expect(swedish.description_struct[0].paragraphs.join(' ')).toContain('Stockholm');
    expect(swedish.room_groups.length).toBe(english.room_groups.length);
    expect(swedish.room_groups.map((room: Json) => room.name)).not.toEqual(
      english.room_groups.map((room: Json) => room.name),
    );
    expect(swedish.amenity_groups.map((group: Json) => group.group_name)).not.toContain('General');
    const untranslated = (await etg.call('hotel/info/', { hid: 10004834, language: 'sv' })).body.data;
    expect(untranslated).toMatchObject({ hid: 10004834, description_struct: null, amenity_groups: [] });
  });

  it('dumps the hotels per language, every seventh without Swedish text', async () => {
    const [english, swedish] = await Promise.all([download('hotel/info/dump/'), download('hotel/info/dump/', 'sv')]);
    expect(swedish.map((hotel) => hotel.hid)).toEqual(english.map((hotel) => hotel.hid));
    const translated = swedish.filter((hotel) => hotel.description_struct !== null);
    const lacking = swedish.filter((hotel) => hotel.description_struct === null);
    expect(lacking.every((hotel) => hotel.hid % 7 === 0)).toBe(true);
    expect(lacking.length / swedish.length).toBeCloseTo(1 / 7, 1);
    const words = JSON.stringify(translated.slice(0, 200));
    for (const word of ['Dubbelrum', 'Gratis wifi', 'Frukost ingår']) expect(words).toContain(word);
    expect(JSON.stringify(english.slice(0, 200))).not.toContain('Dubbelrum');
  });

  it('draws deterministic SVG images at the requested size', async () => {
    const first = await fetch(`${etg.url}/images/1024x768/8473727-1.svg`);
    expect(first.headers.get('content-type')).toContain('image/svg+xml');
    expect(first.headers.get('cache-control')).toContain('immutable');
    const svg = await first.text();
    expect(svg).toContain('width="1024" height="768"');
    expect(svg).not.toContain('<script');
    expect(await (await fetch(`${etg.url}/images/1024x768/8473727-1.svg`)).text()).toBe(svg);
    expect((await fetch(`${etg.url}/images/13x13/8473727-1.svg`)).status).toBe(404);
  });

  it("answers a day's changes in the incremental dump, and the next full dump agrees", async () => {
    const before = await download('hotel/info/dump/');
    expect((await download('hotel/info/incremental_dump/')).length).toBe(0);
    etg.advance(DAY);
    const changes = await download('hotel/info/incremental_dump/');
    const removed = changes.filter((line) => line.deleted);
    const renamed = changes.filter((line) => !line.deleted && before.some((hotel) => hotel.hid === line.hid));
    const added = changes.filter((line) => !line.deleted && !before.some((hotel) => hotel.hid === line.hid));
    expect(removed.length).toBeGreaterThan(0);
    expect(added.length).toBe(10);
    expect(renamed.length).toBeGreaterThan(10);
    expect(renamed[0].name).toMatch(/ & Spa$/);
    const after = await download('hotel/info/dump/');
    expect(after.length).toBe(before.length + added.length - removed.length);
    expect(after.find((hotel) => hotel.hid === renamed[0].hid)?.name).toBe(renamed[0].name);
    expect(after.some((hotel) => hotel.hid === removed[0].hid)).toBe(false);
    const gone = await etg.call('hotel/info/', { hid: removed[0].hid, language: 'en' });
    expect(gone.body.data).toBeNull();
    const found = await etg.call('hotel/info/', { id: added[0].id, language: 'en' });
    expect(found.body.data.hid).toBe(added[0].hid);
    const { body } = await etg.call('hotel/info/incremental_dump/', { language: 'en' });
    expect(body.data.last_update).toBe('2026-06-02T00:00:00');
    const regionIds = new Set((await download('hotel/region/dump/')).map((region) => region.id));
    for (const hotel of added) expect(regionIds).toContain(hotel.region.id);
  });
});

describe('ETG emulator towns', () => {
  it('keeps the hotels of the first 10,000 positions as they were, at any size', () => {
    const demo = createCatalogue(DEFAULT_SEED, 10_000);
    const large = createCatalogue(DEFAULT_SEED, 200_000);
    const positions = [0, 1234, 4321, 7777, 9999];
    expect(positions.map((position) => [demo.hotelAt(position).hid, demo.hotelAt(position).region.name])).toEqual([
      [8473727, 'Stockholm'],
      [7023452, 'Helsinki'],
      [7082104, 'Florence'],
      [7147771, 'New York'],
      [7189991, 'Bangkok'],
    ]);
    for (const position of positions) expect(large.hotelAt(position)).toEqual(demo.hotelAt(position));
  });

  it('puts the hotels past them in towns, so that no region grows with the catalogue', { timeout: 120_000 }, () => {
    const edition = editionOf(createCatalogue(DEFAULT_SEED, 200_000), 0);
    const cityIds = new Set(edition.cities.map((city) => city.id));
    const counts = new Map<number, number>();
    for (const hotel of edition.hotels()) counts.set(hotel.region.id, (counts.get(hotel.region.id) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(600);
    expect(counts.size).toBe(cityIds.size + (200_000 - CITY_POSITIONS) / TOWN_HOTELS);
    const towns = [...edition.towns()];
    expect(new Set(towns.map((town) => town.id)).size).toBe(towns.length);
    for (const town of towns) {
      expect(cityIds.has(town.id)).toBe(false);
      expect(counts.get(town.id)).toBe(TOWN_HOTELS);
    }
    expect(edition.regionHotels(towns[3]!.id).map((hotel) => hotel.region.id)).toEqual(
      Array(TOWN_HOTELS).fill(towns[3]!.id),
    );
  });

  it('puts the towns right after the cities when a test gives these fewer positions', () => {
    const edition = editionOf(createCatalogue(DEFAULT_SEED, 100 + TOWN_HOTELS + 7, 100), 0);
    const towns = [...edition.towns()];
    expect(towns).toHaveLength(2);
    expect(edition.regionHotels(towns[0]!.id)).toHaveLength(TOWN_HOTELS);
    expect(edition.regionHotels(towns[1]!.id)).toHaveLength(7);
    const cityHotels = edition.cities.flatMap((city) => edition.regionHotels(city.id));
    expect(cityHotels).toHaveLength(100);
  });

  it('finds no hotel for a region id past 32 bits, at once', { timeout: 5_000 }, () => {
    const edition = editionOf(createCatalogue(DEFAULT_SEED, 10_000), 0);
    expect(edition.regionHotels(2 ** 31)).toEqual([]);
    expect(edition.regionHotels(Number.MAX_SAFE_INTEGER)).toEqual([]);
  });

  it('dumps the towns with hotels beside the cities, and suggests them', async () => {
    const large = await startTestEmulator({ hotelCount: CITY_POSITIONS + 2 * TOWN_HOTELS + 1 });
    try {
      const { body } = await large.call('hotel/region/dump/', { language: 'en' });
      const text = gunzipSync(Buffer.from(await (await fetch(body.data.url)).arrayBuffer())).toString('utf8');
      const regions = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      const towns = regions.filter((region) => region.id > Math.max(...REGIONS.map((city) => city.id)));
      expect(towns).toHaveLength(3);
      expect(towns[0]).toMatchObject({ type: 'City', center: { latitude: expect.any(Number) } });
      const hotel = await large.call('hotel/info/', {
        hid: createCatalogue(DEFAULT_SEED, 1).hotelAt(CITY_POSITIONS).hid,
      });
      expect(hotel.body.data.region).toMatchObject({ id: towns[0].id, name: towns[0].name });
      const suggested = await large.call('search/multicomplete/', { query: towns[0].name, language: 'en' });
      expect(suggested.body.data.regions.map((region: Json) => region.id)).toContain(towns[0].id);
    } finally {
      await large.close();
    }
  });
});

import { messages } from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';

/** The named cities' hotels, fewer than the partner's 10,000: the towns come after them. */
const CITY_HOTELS = 100;
/** Past the cities' hotels, a town of 200 and one of 7. */
const HOTELS = CITY_HOTELS + 200 + 7;

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: HOTELS, cityHotels: CITY_HOTELS });
  t = await buildTestApp({ etgUrl: etg.url });
}, 300_000);
afterAll(async () => {
  await t?.close();
  await etg?.close();
});

type RegionWithCount = { id: number; name: string; center: unknown; hotel_count: number };

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });

describe('a town the catalogue knows from the region dump', () => {
  it('has a page of its own, its hotels and its suggestion', async () => {
    const regions: RegionWithCount[] = (await get('/api/regions')).json();
    const town = regions.reduce((last, region) => (region.id > last.id ? region : last));
    expect(town.hotel_count).toBe(7);
    const page = await get(`/api/regions/${town.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual(town);
    expect(town.center).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect((await post('/api/getListOfHotels', { region_id: town.id })).json()).toHaveLength(7);
    const suggested = (await post(`/api/autoComplete?search=${encodeURIComponent(town.name)}`)).json();
    expect(suggested.regions.map((region: { id: number }) => region.id)).toContain(town.id);
  });

  it('answers 404 for a region the catalogue does not know', async () => {
    const response = await get('/api/regions/999999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.hotels.regionNotFound);
    expect((await get('/api/regions/99999999999')).statusCode).toBe(400);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  cheapestRates,
  DAY_MS,
  hotelPageBodySchema,
  messages,
  PARTNER_ONLY_RATE_FIELDS,
  regionSearchBodySchema,
  SERP_RATES_PER_HOTEL,
} from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dayFromStart, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { expectKeptAnswer } from '../../../test/kept-answer.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
beforeAll(async () => {
  etg = await startTestEtg();
  const webRoot = mkdtempSync(join(tmpdir(), 'bidstay-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Bidstay</title>');
  t = await buildTestApp({ etgUrl: etg.url, webRoot });
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

const stay = { checkin: dayFromStart(20), checkout: dayFromStart(23) };
type PricedRate = Parameters<typeof cheapestRates>[0][number] & {
  room_name: string;
  meal: string;
  payment_options: { payment_types: { show_amount: string }[] };
};
/** Every key of a JSON value, at any depth. */
const fieldNames = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(fieldNames)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...fieldNames(inner)])
      : [];
const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, ...(payload !== undefined && { payload: payload as object }) });

async function stockholm() {
  const response = await post('/api/autoComplete?search=stockholm&language=en');
  return response.json().regions[0] as { id: number; name: string };
}

describe('catalogue', () => {
  it('suggests regions first, then hotels, at most 10, ignoring accents', async () => {
    const response = await post('/api/autoComplete?search=vax');
    expect(response.statusCode).toBe(200);
    const { regions, hotels } = response.json();
    expect(regions[0]).toMatchObject({ name: 'Växjö', type: 'City', country_code: 'SE' });
    expect(regions.length + hotels.length).toBeLessThanOrEqual(10);
  });

  it('suggests by the prefix of any word of a name, with or without its diacritics', async () => {
    const vaxjo = (await post('/api/autoComplete?search=V%C3%A4xj')).json();
    expect(vaxjo.regions[0]).toMatchObject({ name: 'Växjö' });
    expect((await post('/api/autoComplete?search=Vaxjo')).json().regions[0]).toMatchObject({ name: 'Växjö' });
    const region = await stockholm();
    const [hid] = (await post('/api/getListOfHotels', { region_id: region.id })).json();
    const { name } = (await t.app.inject({ method: 'GET', url: `/api/HotelInternal/getHotel?id=${hid}` })).json();
    const words = name.split(' ');
    const query = `${words.at(-1).slice(0, 4)} ${words[0].slice(0, 2)}`;
    const found = (await post(`/api/autoComplete?search=${encodeURIComponent(query)}`)).json();
    expect(found.regions.length + found.hotels.length).toBeLessThanOrEqual(10);
    for (const hotel of found.hotels) {
      expect(hotel.name.toLowerCase()).toContain(words.at(-1).slice(0, 4).toLowerCase());
    }
    const many = (await post('/api/autoComplete?search=ho')).json();
    expect(many.regions.length + many.hotels.length).toBe(10);
  });

  it("suggests each hotel with its city's name and its street, telling same-named hotels apart", async () => {
    const { hotels } = (await post('/api/autoComplete?search=royal%20swan')).json();
    expect(hotels.length).toBeGreaterThan(1);
    for (const hotel of hotels) {
      expect(hotel.region_name).toEqual(expect.any(String));
      expect(hotel.region_name).not.toBe('');
      expect(hotel.address).not.toBe('');
    }
  });

  it('lists the regions, the largest first, with their hotel counts', async () => {
    const regions = (await t.app.inject({ method: 'GET', url: '/api/regions' })).json();
    expect(regions.length).toBeGreaterThanOrEqual(40);
    expect(regions.map((region: { name: string }) => region.name)).toEqual(
      expect.arrayContaining(['Stockholm', 'Växjö', 'New York', 'London']),
    );
    const counts = regions.map((region: { hotel_count: number }) => region.hotel_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it("gives a city's centre with the regions and with its hotels", async () => {
    const regions = (await t.app.inject({ method: 'GET', url: '/api/regions' })).json();
    const city = regions.find((region: { name: string }) => region.name === 'Stockholm');
    expect(city.center).toEqual({ latitude: 59.3293, longitude: 18.0686 });
    const [hid] = (await post('/api/getListOfHotels', { region_id: city.id })).json();
    const hotel = (await t.app.inject({ method: 'GET', url: `/api/HotelInternal/getHotel?id=${hid}` })).json();
    expect(hotel.region.center).toEqual(city.center);
  });

  it('sends the regions as a kept answer: gzipped to a browser, 304 to one that holds them', async () => {
    await expectKeptAnswer(t.app, '/api/regions');
  });

  it('needs at least 2 characters to suggest', async () => {
    const response = await post('/api/autoComplete?search=s');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('search');
  });

  it('lists the hotels of a region, then their minimal cards, ratings and a stream', async () => {
    const region = await stockholm();
    const ids: number[] = (await post('/api/getListOfHotels', { region_id: region.id })).json();
    expect(ids.length).toBeGreaterThan(0);
    const chunk = ids.slice(0, 25);
    const minimal = (await post('/api/getListOfHotelsMinimal', chunk)).json();
    expect(minimal).toHaveLength(chunk.length);
    expect(minimal[0]).toMatchObject({ hid: chunk[0], region_id: region.id, images: expect.any(Array) });
    expect(minimal[0].images[0]).toContain('{size}');
    const stream = await post('/api/streamHotelsMinimal', { hotelIds: chunk.slice(0, 3) });
    expect(stream.headers['content-type']).toContain('application/x-ndjson');
    expect(
      stream.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).hid),
    ).toEqual(chunk.slice(0, 3));
    const ratings = (await post('/api/getHotelRatings', { hotelIds: chunk.slice(0, 2) })).json();
    expect(ratings).toEqual([
      expect.objectContaining({ hid: chunk[0], review_count: expect.any(Number) }),
      expect.objectContaining({ hid: chunk[1] }),
    ]);
  });

  it("sends a list's hotels with the one photo a card shows; the hotel's answer has them all", async () => {
    const region = await stockholm();
    const ids: number[] = (await post('/api/getListOfHotels', { region_id: region.id })).json();
    const hotels = await Promise.all(
      ids.slice(0, 10).map(async (hid) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/HotelInternal/getHotel?id=${hid}` });
        return response.json() as { hid: number; images: string[] };
      }),
    );
    const hotel = hotels.find(({ images }) => images.length > 1)!;
    expect(hotel).toBeDefined();
    const [card] = (await post('/api/getListOfHotelsMinimal', [hotel.hid])).json();
    expect(card.images).toEqual([hotel.images[0]]);
    const streamed = JSON.parse((await post('/api/streamHotelsMinimal', { hotelIds: [hotel.hid] })).body);
    expect(streamed.images).toEqual([hotel.images[0]]);
  });

  it('answers one hotel by hid or by id, its region and its reviews; an unknown one is 404', async () => {
    const region = await stockholm();
    const [hid] = (await post('/api/getListOfHotels', { region_id: region.id })).json();
    const byHid = await t.app.inject({ method: 'GET', url: `/api/HotelInternal/getHotel?id=${hid}` });
    expect(byHid.statusCode).toBe(200);
    const hotel = byHid.json();
    expect(hotel).toMatchObject({ hid, name: expect.any(String), star_rating: expect.any(Number) });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/HotelInternal/getHotel?id=${hid}`,
      headers: { 'if-none-match': String(byHid.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const bySlug = await t.app.inject({ method: 'GET', url: `/api/HotelInternal/getHotel?id=${hotel.id}` });
    expect(bySlug.json().hid).toBe(hid);
    const regionOfHotel = await t.app.inject({ method: 'GET', url: `/api/hotelRegionSearch?hotelId=${hid}` });
    expect(regionOfHotel.json()).toMatchObject({ id: region.id, name: region.name });
    const reviews = (await post('/api/getHotelDetailedReview', { hotelId: hid })).json();
    expect(reviews).toMatchObject({ hid, detailed: expect.objectContaining({ cleanness: expect.any(Number) }) });
    expect((await t.app.inject({ method: 'GET', url: '/api/HotelInternal/getHotel?id=999999999' })).statusCode).toBe(
      404,
    );
  });

  it("answers a hotel's text in the caller's language, asking the partner once, and in English marked where it has none", async () => {
    const region = await stockholm();
    const hids: number[] = (await post('/api/getListOfHotels', { region_id: region.id })).json();
    // The emulator, as a partner lacking some translations, has no Swedish text for every seventh hotel.
    const translated = hids.find((hid) => hid % 7 !== 0)!;
    const lacking = hids.find((hid) => hid % 7 === 0)!;
    const getHotel = (hid: number, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/HotelInternal/getHotel?id=${hid}`, headers });
    const infoCalls = t.partnerCalls('hotel/info/');

    const english = (await getHotel(translated)).json();
    expect(english.content_language).toBe('en');
    expect(english.description_struct[0].title).toBe('Location');
    expect(t.partnerCalls('hotel/info/')).toBe(infoCalls);

    const answer = await getHotel(translated, { 'accept-language': 'sv-SE,sv;q=0.9' });
    expect(answer.headers.vary).toContain('accept-language');
    const swedish = answer.json();
    expect(swedish).toMatchObject({ hid: translated, name: english.name, content_language: 'sv' });
    expect(swedish.description_struct[0].title).toBe('Läge');
    expect(swedish.room_groups.map((room: { name: string }) => room.name)).not.toEqual(
      english.room_groups.map((room: { name: string }) => room.name),
    );
    expect((await getHotel(translated, { cookie: 'lang=sv' })).json().content_language).toBe('sv');
    const named = await t.app.inject({
      method: 'GET',
      url: `/api/HotelInternal/getHotel?id=${translated}&language=sv`,
    });
    expect(named.json().description_struct).toEqual(swedish.description_struct);
    expect(t.partnerCalls('hotel/info/')).toBe(infoCalls + 1);

    const fallback = (await getHotel(lacking, { 'accept-language': 'sv' })).json();
    expect(fallback.content_language).toBe('en');
    expect(fallback.description_struct[0].title).toBe('Location');
    expect(fallback.amenity_groups.length).toBeGreaterThan(0);
    await getHotel(lacking, { 'accept-language': 'sv' });
    expect(t.partnerCalls('hotel/info/')).toBe(infoCalls + 2);
  });

  it('names the rooms of a search in the language it asks in, keeping English searches as they were', async () => {
    const region = await stockholm();
    const search = { ...stay, region_id: region.id, currency: 'EUR' as const, residency: 'se' };
    const roomNames = (answer: { hotels: { rates: PricedRate[] }[] }) =>
      answer.hotels.flatMap((hotel) => hotel.rates.map((rate) => rate.room_name));
    const english = roomNames((await post('/api/hotelRegionSearch', search)).json());
    const swedish = roomNames((await post('/api/hotelRegionSearch', { ...search, language: 'sv' })).json());
    expect(swedish).toHaveLength(english.length);
    expect(swedish.some((name) => /rum|svit/i.test(name))).toBe(true);
    expect(english.some((name) => /rum|svit/i.test(name))).toBe(false);
  });

  it("shows a partner's images from the partner's own server, which the pages' policy allows and connect to early", async () => {
    const region = await stockholm();
    const [hid] = (await post('/api/getListOfHotels', { region_id: region.id })).json();
    const partner = new URL(etg.url).origin;
    const [card] = (await post('/api/getListOfHotelsMinimal', [hid])).json();
    const hotel = (await t.app.inject({ method: 'GET', url: `/api/HotelInternal/getHotel?id=${hid}` })).json();
    const images: string[] = [...card.images, ...hotel.images_ext.map((image: { url: string }) => image.url)];
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) expect(image).toMatch(new RegExp(`^${partner}/.*\\{size\\}`));
    const photo = await fetch(images[0]!.replace('{size}', '640x400'));
    expect(photo.status).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: ${partner} https:`);
    expect(page.headers.link).toBe(`<${partner}>; rel=preconnect`);
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers.link).toBe(`<${partner}>; rel=preconnect`);
  });
});

describe('rates from the partner', () => {
  it('searches a region with 1 room of 2 adults by default and keeps ETG shapes', async () => {
    const region = await stockholm();
    const response = await post('/api/hotelRegionSearch', { ...stay, region_id: region.id, currency: 'SEK' });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.total_hotels).toBeGreaterThan(0);
    const [first] = result.hotels;
    expect(first).toMatchObject({ hid: expect.any(Number), id: expect.any(String) });
    expect(first.rates[0].payment_options.payment_types[0].show_currency_code).toBe('SEK');
  });

  it('sends only the fields a list shows of each search rate, under a sixth of the partner answer', async () => {
    const region = await stockholm();
    const search = (await post('/api/hotelRegionSearch', { ...stay, region_id: region.id })).json();
    const fromPartner = await t.app.services.hotels.searchRegion(
      regionSearchBodySchema.parse({ ...stay, region_id: region.id }),
    );
    const rate = search.hotels[0].rates[0];
    expect(Object.keys(rate).sort()).toEqual(['meal', 'payment_options', 'room_name']);
    expect(Object.keys(rate.payment_options.payment_types[0]).sort()).toEqual([
      'cancellation_penalties',
      'commission_info',
      'show_amount',
      'show_currency_code',
    ]);
    expect(JSON.stringify(search).length).toBeLessThan(JSON.stringify(fromPartner).length / 6);
  });

  it('answers a hotel page whose every rate carries a book_hash', async () => {
    const region = await stockholm();
    const search = (await post('/api/hotelRegionSearch', { ...stay, region_id: region.id })).json();
    const hid = search.hotels[0].hid;
    const page = await post('/api/hotelPage', {
      ...stay,
      hid,
      guests: [{ adults: 2, children: [5] }],
      residency: 'GB',
    });
    expect(page.statusCode).toBe(200);
    const rates = page.json().hotels[0].rates;
    expect(rates.length).toBeGreaterThan(0);
    for (const rate of rates) expect(rate.book_hash).toMatch(/^h-/);
  });

  it("tells a visitor the listed price and nothing a bid's floor could be read from", async () => {
    const region = await stockholm();
    const search = await post('/api/hotelRegionSearch', { ...stay, region_id: region.id });
    const hid: number = search.json().hotels[0].hid;
    const hotelSearch = await post('/api/hotelSearch', { ...stay, hids: [hid] });
    const page = await post('/api/hotelPage', { ...stay, hid });
    for (const answer of [search, hotelSearch, page]) {
      expect(answer.statusCode).toBe(200);
      expect(fieldNames(answer.json()).filter((name) => PARTNER_ONLY_RATE_FIELDS.includes(name as never))).toEqual([]);
    }
    const partner = await t.app.services.hotels.hotelPage(hotelPageBodySchema.parse({ ...stay, hid }));
    const shown = page.json().hotels[0].rates as PricedRate[];
    expect(shown.map((rate) => rate.payment_options.payment_types[0]!.show_amount)).toEqual(
      partner.hotels[0]!.rates.map((rate) => rate.payment_options.payment_types[0]!.commission_info!.show.amount_gross),
    );
    expect(Object.keys(shown[0]!.payment_options.payment_types[0]!)).not.toContain('amount');
  });

  it('shows the two cheapest rates of each hotel in a search; the hotel page has them all', async () => {
    const region = await stockholm();
    const search = (await post('/api/hotelRegionSearch', { ...stay, region_id: region.id })).json();
    for (const { rates } of search.hotels) {
      expect(rates.length).toBeLessThanOrEqual(SERP_RATES_PER_HOTEL);
      expect(rates).toEqual(cheapestRates(rates));
    }
    const withManyRates = await (async () => {
      for (const hotel of search.hotels.slice(0, 5)) {
        const page = (await post('/api/hotelPage', { ...stay, hid: hotel.hid })).json();
        const pageRates: PricedRate[] = page.hotels[0].rates;
        if (pageRates.length > SERP_RATES_PER_HOTEL) return { hotel, pageRates };
      }
    })();
    if (!withManyRates) throw new Error('no hotel with more than two rates among the first five');
    const listed = (rates: PricedRate[]) =>
      rates.map(({ room_name, meal, payment_options }) => [
        room_name,
        meal,
        payment_options.payment_types[0]!.show_amount,
      ]);
    expect(listed(withManyRates.hotel.rates)).toEqual(listed(cheapestRates(withManyRates.pageRates)));
  });

  it('asks the partner once for the same search within a minute, and afresh before booking', async () => {
    const region = await stockholm();
    const hid = (await post('/api/hotelRegionSearch', { ...stay, region_id: region.id })).json().hotels[0].hid;
    const body = {
      ...stay,
      hid,
      currency: 'EUR' as const,
      residency: 'se',
      language: 'en',
      guests: [{ adults: 2, children: [] }],
    };
    const first = (await post('/api/hotelPage', body)).json().hotels[0].rates[0].book_hash;
    const second = (await post('/api/hotelPage', body)).json().hotels[0].rates[0].book_hash;
    expect(second).toBe(first);
    const fresh = await t.app.services.hotels.hotelPage(body, { fresh: true });
    expect(fresh.hotels[0]?.rates[0]?.book_hash).not.toBe(first);
  });

  it.each([
    [{ checkin: dayFromStart(5), checkout: dayFromStart(4), region_id: 1 }, 'checkout'],
    [{ checkin: dayFromStart(5), checkout: dayFromStart(50), region_id: 1 }, 'checkout'],
    [{ checkin: dayFromStart(5), checkout: dayFromStart(7) }, 'region_id'],
    [
      { checkin: dayFromStart(5), checkout: dayFromStart(7), region_id: 1, guests: [{ adults: 0, children: [] }] },
      'guests.0.adults',
    ],
    [
      { checkin: dayFromStart(5), checkout: dayFromStart(7), region_id: 1, guests: [{ adults: 1, children: [18] }] },
      'guests.0.children.0',
    ],
    [{ checkin: 'tomorrow', checkout: dayFromStart(7), region_id: 1 }, 'checkin'],
    [{ checkin: dayFromStart(5), checkout: dayFromStart(7), region_id: 1, currency: 'BTC' }, 'currency'],
  ])('refuses a malformed search %o with 400 on %s', async (payload, field) => {
    const response = await post('/api/hotelRegionSearch', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
  });

  it('gzips a search answer for a client that accepts it, and sends the same JSON plain otherwise', async () => {
    const region = await stockholm();
    const search = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/hotelRegionSearch',
        payload: { ...stay, region_id: region.id },
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await search();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await search('gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    const refused = await search('gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a hotel page for a hotel it does not know', async () => {
    expect((await post('/api/hotelPage', { ...stay, hid: 987654321 })).statusCode).toBe(404);
  });
});

describe("a search's dates", () => {
  it("reads the check-in against the server's clock, not the machine's", async () => {
    const accepted = await post('/api/hotelPage', { ...stay, hid: 987654321 });
    expect(accepted.statusCode).toBe(404);
    t.clock.advance(30 * DAY_MS);
    try {
      const refused = await post('/api/hotelPage', { ...stay, hid: 987654321 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'invalid_input',
        message: messages.stay.checkinPast,
        fields: { checkin: messages.stay.checkinPast },
      });
    } finally {
      t.clock.advance(-30 * DAY_MS);
    }
  });
});

describe('partner unreachable', () => {
  it('answers 502 with the JSON error shape', async () => {
    const offline = await buildTestApp();
    try {
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/hotelRegionSearch',
        payload: { ...stay, region_id: 1 },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: 'unreachable', message: expect.stringContaining('not answering') });
    } finally {
      await offline.close();
    }
  });
});

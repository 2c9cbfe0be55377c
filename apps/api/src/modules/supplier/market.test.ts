import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInSupplier, findOffer, type Offer } from '../../../test/bid-fixtures.ts';
import { buildTestApp, dayFromStart, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import type { SignedIn } from '../../../test/factories.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offer: Offer;
let owner: SignedIn;

beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 150 });
  t = await buildTestApp({ etgUrl: etg.url });
  offer = await findOffer(t.app);
  owner = await createSignedInSupplier(t.app, [offer.hid]);
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

const market = (who: SignedIn, hotelId: number, date: string) =>
  t.app.inject({ method: 'GET', url: `/api/supplier/market?hotelId=${hotelId}&date=${date}`, headers: who.auth });

describe("the market beside a partner's hotel", () => {
  it("gives a night's median and range of the nearest hotels alike, asking the partner once a day", async () => {
    const search = vi.spyOn(t.app.services.hotels, 'searchHotels');
    const date = dayFromStart(20);
    const first = await market(owner, offer.hid, date);
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    const alike = await t.app.services.hotels.nearestAlike(offer.hid);
    expect(alike).not.toContain(offer.hid);
    expect(alike.length).toBeGreaterThan(0);
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ hids: alike, checkin: date }));
    expect(answer).toMatchObject({ date, currency: 'EUR', hotels: expect.any(Number) });
    expect(answer.hotels).toBeLessThanOrEqual(Math.min(10, alike.length));
    expect(answer.low).toBeLessThanOrEqual(answer.median);
    expect(answer.median).toBeLessThanOrEqual(answer.high);

    expect((await market(owner, offer.hid, date)).json()).toEqual(answer);
    expect(search).toHaveBeenCalledTimes(1);
    search.mockRestore();
  });

  it("refuses another partner's hotel and a night in the past", async () => {
    const stranger = await createSignedInSupplier(t.app, [offer.hid + 1]);
    expect((await market(stranger, offer.hid, dayFromStart(20))).statusCode).toBe(403);
    const past = await market(owner, offer.hid, dayFromStart(-1));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Check-in cannot be in the past.');
  });
});

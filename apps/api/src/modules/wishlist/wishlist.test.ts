import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import { createSignedInCustomer, getCustomer, type SignedIn } from '../../../test/factories.ts';
import { hotelIdsByRegion } from '../../../test/catalogue-ids.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let hotelIds: number[];
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 100 });
  t = await buildTestApp({ etgUrl: etg.url });
  hotelIds = (await hotelIdsByRegion(t.app.services.hotels)).flatMap((ids) => ids.slice(0, 1));
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

const like = (who: SignedIn, hotelId: number, userId = who.id, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/User/likeHotel?userId=${userId}&hotelId=${hotelId}`,
    headers: who.auth,
    ...(payload !== undefined && { payload: payload as object }),
  });
const remove = (who: SignedIn, hotelId: number, userId = who.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/User/removeLikedHotel?userId=${userId}&hotelId=${hotelId}`,
    headers: who.auth,
  });
const list = (who: SignedIn, userId = who.id) =>
  t.app.inject({ method: 'GET', url: `/api/getLikedHotelList/${userId}`, headers: who.auth });

describe('wishlist', () => {
  it('keeps liked hotels in order, without duplicates, also in the customer', async () => {
    const who = await createSignedInCustomer(t.app);
    const [first, second, third] = hotelIds as [number, number, number];
    await like(who, first);
    await like(who, second);
    const again = await like(who, first, who.id, [third, second]);
    expect(again.json()).toEqual({ wishList: [first, second, third] });
    expect((await list(who)).json()).toEqual([first, second, third]);
    expect((await getCustomer(t.app, who)).json().wishList).toEqual([first, second, third]);
  });

  it('removes a hotel', async () => {
    const who = await createSignedInCustomer(t.app);
    const [first, second] = hotelIds as [number, number];
    await like(who, first, who.id, [second]);
    expect((await remove(who, first)).json()).toEqual({ wishList: [second] });
  });

  it('refuses an unknown hotel with 404 and changes nothing', async () => {
    const who = await createSignedInCustomer(t.app);
    const unknown = await like(who, 987654321);
    expect(unknown.statusCode).toBe(404);
    expect((await like(who, hotelIds[0]!, who.id, [987654321])).statusCode).toBe(404);
    expect((await list(who)).json()).toEqual([]);
  });

  it("refuses another customer's wishlist with 403, and no token with 401", async () => {
    const owner = await createSignedInCustomer(t.app);
    const other = await createSignedInCustomer(t.app);
    await like(owner, hotelIds[0]!);
    expect((await list(other, owner.id)).statusCode).toBe(403);
    expect((await like(other, hotelIds[1]!, owner.id)).statusCode).toBe(403);
    expect((await remove(other, hotelIds[0]!, owner.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/getLikedHotelList/${owner.id}` })).statusCode).toBe(401);
    expect((await list(owner)).json()).toEqual([hotelIds[0]]);
  });
});

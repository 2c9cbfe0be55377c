import { messages } from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atFloorStep, createBidder, findOffer, placeBid, type Offer } from '../../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startTestEtg } from '../../../test/etg-emulator.ts';
import type { SignedIn } from '../../../test/factories.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let offer: Offer;
beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 150 });
  t = await buildTestApp({ etgUrl: etg.url, env: { BROWSE_LIMIT_PER_MINUTE: '1000' } });
  offer = await findOffer(t.app, 0);
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

const adult = (first_name: string) => ({ first_name, last_name: 'Ek', is_child: false, age: null });
const NAMED = [{ guests: [adult('Maja'), adult('Ola')] }];

const saveGuests = (who: SignedIn, bidId: string, rooms: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/bids/${bidId}/guests`, headers: who.auth, payload: { rooms } });
const bidsOf = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: `/api/newCustomerBids?customerId=${who.id}`, headers: who.auth })).json();

describe("a bid's guest names", () => {
  it('are saved with the bid, in the shape an autopay bid gives them, and come back with it', async () => {
    const who = await createBidder(t.app);
    const bid = await placeBid(t.app, who, offer, atFloorStep(offer));
    expect(bid.rooms).toBeNull();

    const saved = await saveGuests(who, bid.id, NAMED);

    expect(saved.statusCode).toBe(200);
    expect(saved.json().rooms).toEqual(NAMED);
    const [listed] = await bidsOf(who);
    expect(listed.rooms).toEqual(NAMED);
  });

  it("are refused when they are not the bid's party, and nothing is saved", async () => {
    const who = await createBidder(t.app);
    const bid = await placeBid(t.app, who, offer, atFloorStep(offer));
    const child = { first_name: 'Liv', last_name: 'Ek', is_child: true, age: 8 };

    const refused = await saveGuests(who, bid.id, [{ guests: [adult('Maja'), child] }]);

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { rooms: messages.bookings.guestsMismatch } });
    expect((await bidsOf(who))[0].rooms).toBeNull();
  });

  it("are refused for another customer's bid", async () => {
    const who = await createBidder(t.app);
    const other = await createBidder(t.app);
    const bid = await placeBid(t.app, who, offer, atFloorStep(offer));

    expect((await saveGuests(other, bid.id, NAMED)).statusCode).toBe(404);
    expect((await bidsOf(who))[0].rooms).toBeNull();
  });

  it('are refused when a name is missing, with the field named', async () => {
    const who = await createBidder(t.app);
    const bid = await placeBid(t.app, who, offer, atFloorStep(offer));

    const refused = await saveGuests(who, bid.id, [{ guests: [adult('Maja'), adult('')] }]);

    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty(['rooms.0.guests.1.first_name'], messages.fields.nameAsOnId);
  });
});

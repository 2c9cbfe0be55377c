import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInSupplier, findOffer, placeBid, type Offer } from '../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { startTestEtg } from '../test/etg-emulator.ts';
import { createSignedInCustomer, updateCustomer, type SignedIn } from '../test/factories.ts';

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; payload?: object };
type World = { owner: SignedIn; bidId: string; offer: Offer; otherOffer: Offer };

/** Routes anyone may call. */
const PUBLIC = [
  'GET /api/health',
  'POST /api/authenticateCustomer',
  'POST /api/forgotPassword',
  'POST /api/resetPassword',
  'POST /api/User/createCustomer',
  'POST /api/User/subscribeNewsLetter',
  'POST /api/log/createVisitorLog',
  'GET /api/dev/mailbox',
  'GET /api/regions',
  'POST /api/autoComplete',
  'POST /api/hotelRegionSearch',
  'GET /api/hotelRegionSearch',
  'POST /api/hotelSearch',
  'POST /api/hotelPage',
  'GET /api/HotelInternal/getHotel',
  'POST /api/getHotelDetailedReview',
  'POST /api/getListOfHotels',
  'POST /api/getListOfHotelsMinimal',
  'POST /api/streamHotelsMinimal',
  'POST /api/getHotelRatings',
  'GET /api/getPublicationList',
  'GET /api/getPublication',
];

/** A customer's routes, each called with the owner's ids; another customer must get 403 or 404. */
const CUSTOMER: Record<string, (world: World) => Call> = {
  'GET /api/getCustomerById': ({ owner }) => ({ method: 'GET', url: `/api/getCustomerById?id=${owner.id}` }),
  'PATCH /api/updateCustomerUser/{id}': ({ owner }) => ({
    method: 'PATCH',
    url: `/api/updateCustomerUser/${owner.id}`,
    payload: { name: 'Mallory' },
  }),
  'PATCH /api/updateCustomerUserPassword/{id}': ({ owner }) => ({
    method: 'PATCH',
    url: `/api/updateCustomerUserPassword/${owner.id}`,
    payload: { password: 'Hijack123' },
  }),
  'POST /api/sendMail': ({ owner }) => ({ method: 'POST', url: '/api/sendMail', payload: { to: owner.email } }),
  'POST /api/User/likeHotel': ({ owner, offer }) => ({
    method: 'POST',
    url: `/api/User/likeHotel?userId=${owner.id}&hotelId=${offer.hid}`,
  }),
  'POST /api/User/removeLikedHotel': ({ owner, offer }) => ({
    method: 'POST',
    url: `/api/User/removeLikedHotel?userId=${owner.id}&hotelId=${offer.hid}`,
  }),
  'GET /api/getLikedHotelList/{userId}': ({ owner }) => ({ method: 'GET', url: `/api/getLikedHotelList/${owner.id}` }),
  'POST /api/newCreateBid': ({ owner, offer }) => ({
    method: 'POST',
    url: '/api/newCreateBid',
    payload: {
      customer_id: owner.id,
      hotel_id: offer.hid,
      bid: 10,
      booking: {
        book_hash: offer.rate.book_hash,
        check_in: '2027-01-10',
        check_out: '2027-01-12',
        guests: [{ adults: 2, children: [] }],
      },
    },
  }),
  'GET /api/newCustomerBids': ({ owner }) => ({ method: 'GET', url: `/api/newCustomerBids?customerId=${owner.id}` }),
  'POST /api/newDeleteBid': ({ bidId }) => ({ method: 'POST', url: '/api/newDeleteBid', payload: { id: bidId } }),
  'POST /api/newUpdateBid': ({ bidId }) => ({
    method: 'POST',
    url: '/api/newUpdateBid',
    payload: { id: bidId, status: 2 },
  }),
};

/** A hotel partner's routes, called on the owner's hotel and bid; a partner of another hotel must get 403 or 404. */
const SUPPLIER: Record<string, (world: World) => Call> = {
  'POST /api/supplier/bids/{id}/accept': ({ bidId }) => ({ method: 'POST', url: `/api/supplier/bids/${bidId}/accept` }),
  'POST /api/supplier/bids/{id}/reject': ({ bidId }) => ({ method: 'POST', url: `/api/supplier/bids/${bidId}/reject` }),
  'POST /api/supplier/bids/{id}/counter': ({ bidId }) => ({
    method: 'POST',
    url: `/api/supplier/bids/${bidId}/counter`,
    payload: { amount: 1 },
  }),
  'GET /api/supplier/rules/{hotelId}': ({ offer }) => ({ method: 'GET', url: `/api/supplier/rules/${offer.hid}` }),
  'PUT /api/supplier/rules/{hotelId}': ({ offer }) => ({
    method: 'PUT',
    url: `/api/supplier/rules/${offer.hid}`,
    payload: { autoAcceptPercent: 1, floorPercent: null, counterPercent: null },
  }),
};
/** A partner's own lists: another partner simply sees its own. */
const SUPPLIER_LISTS = ['GET /api/supplier/bids', 'GET /api/supplier/hotels'];
const EITHER_ROLE = ['GET /api/events'];

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let world: World;
let intruder: SignedIn;
let hotelPartner: SignedIn;
let otherPartner: SignedIn;
let routes: string[];

beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 100 });
  t = await buildTestApp({ etgUrl: etg.url });
  const owner = await createSignedInCustomer(t.app);
  const offer = await findOffer(t.app, 0);
  const otherOffer = await findOffer(t.app, 1);
  const bid = await placeBid(t.app, owner, offer, Math.floor(offer.listed * 0.5));
  world = { owner, bidId: bid.id, offer, otherOffer };
  intruder = await createSignedInCustomer(t.app);
  hotelPartner = await createSignedInSupplier(t.app, [offer.hid]);
  otherPartner = await createSignedInSupplier(t.app, [otherOffer.hid]);
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  routes = Object.entries(document.paths as Record<string, object>).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

const send = (call: Call, who?: SignedIn) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    headers: who?.auth ?? {},
    ...(call.payload && { payload: call.payload }),
  });

describe('ownership matrix, from the route table', () => {
  it('classifies every route, so a new one cannot be forgotten', () => {
    const known = new Set([
      ...PUBLIC,
      ...Object.keys(CUSTOMER),
      ...Object.keys(SUPPLIER),
      ...SUPPLIER_LISTS,
      ...EITHER_ROLE,
    ]);
    expect(routes.filter((route) => !known.has(route))).toEqual([]);
  });

  it.each(Object.keys(CUSTOMER))("%s: another customer gets 403/404 and never the owner's data", async (route) => {
    const response = await send(CUSTOMER[route]!(world), intruder);
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain(world.owner.email);
  });

  it.each(Object.keys(CUSTOMER))('%s: no token is 401, a partner token 403', async (route) => {
    expect((await send(CUSTOMER[route]!(world))).statusCode).toBe(401);
    expect((await send(CUSTOMER[route]!(world), hotelPartner)).statusCode).toBe(403);
  });

  it.each(Object.keys(SUPPLIER))(
    '%s: a customer gets 403, a partner of another hotel 403/404, no token 401',
    async (route) => {
      const call = SUPPLIER[route]!(world);
      expect((await send(call, world.owner)).statusCode).toBe(403);
      expect([403, 404]).toContain((await send(call, otherPartner)).statusCode);
      expect((await send(call)).statusCode).toBe(401);
    },
  );

  it('keeps the bid pending through all of that', async () => {
    const bids = (await send(CUSTOMER['GET /api/newCustomerBids']!(world), world.owner)).json();
    expect(bids).toEqual([expect.objectContaining({ id: world.bidId, status: 'pending' })]);
  });

  it('refuses the token of a deactivated customer everywhere', async () => {
    const leaving = await createSignedInCustomer(t.app);
    await updateCustomer(t.app, leaving, { active: false });
    const leaver: World = { ...world, owner: leaving };
    for (const route of [
      'GET /api/getCustomerById',
      'GET /api/newCustomerBids',
      'GET /api/getLikedHotelList/{userId}',
    ]) {
      expect((await send(CUSTOMER[route]!(leaver), leaving)).statusCode).toBe(401);
    }
  });
});

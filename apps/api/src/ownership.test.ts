import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@bidstay/contract';
import {
  STAY,
  atFloorStep,
  createSignedInSupplier,
  findOffer,
  placeBid,
  placeGroup,
  type Offer,
} from '../test/bid-fixtures.ts';
import {
  checkout,
  findOfferWith,
  payCard,
  quote,
  rateRequest,
  registerPurchase,
  settle,
  startTestStripe,
} from '../test/booking-fixtures.ts';
import { SignJWT } from 'jose';
import { TEST_JWT_SECRET, TEST_START, buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { startTestEtg } from '../test/etg-emulator.ts';
import { openApiRoutes } from '../test/openapi-routes.ts';
import { saveCard, stripeAt } from '../test/autopay-fixtures.ts';
import { PASSWORD, createSignedInCustomer, uniqueEmail, updateCustomer, type SignedIn } from '../test/factories.ts';
import { createEnrolledOperator, createSignedInOperator } from '../test/operator-fixtures.ts';

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; payload?: object };
type World = {
  owner: SignedIn;
  bidId: string;
  /** Another customer's bid to several hotels. */
  group: { owner: SignedIn; id: string };
  standingBidId: string;
  /** The owner's device that receives notifications. */
  pushEndpoint: string;
  offer: Offer;
  otherOffer: Offer;
  partnerOrderId: string;
  priceId: string;
  /** The owner's saved card, and a card set-up of theirs not finished. */
  cardId: string;
  setupIntentId: string;
  /** A partner, a customer and an operator for the back office to deactivate and reactivate. */
  spare: { partnerId: string; customerId: string; operatorId: string };
};

/** Routes anyone may call. */
const PUBLIC = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/authenticateCustomer',
  'POST /api/forgotPassword',
  'POST /api/resetPassword',
  'POST /api/setPartnerPassword',
  'POST /api/setOperatorPassword',
  'POST /api/User/createCustomer',
  'POST /api/User/subscribeNewsLetter',
  'POST /api/log/createVisitorLog',
  'GET /api/regions',
  'GET /api/winningBids',
  'GET /api/regions/{id}',
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
  'GET /api/payments/config',
  'GET /api/map/config',
  'GET /api/push/key',
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
    payload: { currentPassword: PASSWORD, password: 'Hijack123' },
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
        check_in: STAY.check_in,
        check_out: STAY.check_out,
        guests: [{ adults: 2, children: [] }],
      },
    },
  }),
  'POST /api/bidChance': ({ owner, offer }) => ({
    method: 'POST',
    url: '/api/bidChance',
    payload: {
      customer_id: owner.id,
      hotel_id: offer.hid,
      bid: 10,
      booking: {
        book_hash: offer.rate.book_hash,
        check_in: STAY.check_in,
        check_out: STAY.check_out,
        guests: [{ adults: 2, children: [] }],
      },
    },
  }),
  'GET /api/bidAlternatives': ({ bidId }) => ({ method: 'GET', url: `/api/bidAlternatives?bidId=${bidId}` }),
  'GET /api/newCustomerBids': ({ owner }) => ({ method: 'GET', url: `/api/newCustomerBids?customerId=${owner.id}` }),
  'POST /api/newDeleteBid': ({ bidId }) => ({ method: 'POST', url: '/api/newDeleteBid', payload: { id: bidId } }),
  'PUT /api/bids/{id}/guests': ({ bidId }) => ({
    method: 'PUT',
    url: `/api/bids/${bidId}/guests`,
    payload: {
      rooms: [
        {
          guests: ['Mallory', 'Eve'].map((first_name) => ({
            first_name,
            last_name: 'Evil',
            is_child: false,
            age: null,
          })),
        },
      ],
    },
  }),
  'POST /api/newUpdateBid': ({ bidId }) => ({
    method: 'POST',
    url: '/api/newUpdateBid',
    payload: { id: bidId, status: 2 },
  }),
  'POST /api/standingBids/{id}/cancel': ({ standingBidId }) => ({
    method: 'POST',
    url: `/api/standingBids/${standingBidId}/cancel`,
  }),
  'POST /api/orderBookingForm': ({ bidId }) => ({
    method: 'POST',
    url: '/api/orderBookingForm',
    payload: { bid_id: bidId },
  }),
  'POST /api/FinishBooking': ({ partnerOrderId }) => ({
    method: 'POST',
    url: '/api/FinishBooking',
    payload: {
      partner_order_id: partnerOrderId,
      rooms: [{ guests: [{ first_name: 'Mallory', last_name: 'Evil' }] }],
    },
  }),
  'POST /api/createProduct': ({ partnerOrderId }) => ({
    method: 'POST',
    url: '/api/createProduct',
    payload: { partner_order_id: partnerOrderId },
  }),
  'POST /api/createEmbeddedSession': ({ priceId }) => ({
    method: 'POST',
    url: `/api/createEmbeddedSession?priceId=${priceId}&successPath=/done&mode=embedded`,
  }),
  'POST /api/createSession': ({ priceId }) => ({
    method: 'POST',
    url: `/api/createSession?priceId=${priceId}&returnPath=/done&cancelPath=/back`,
  }),
  'POST /api/checkout/createSession': ({ priceId }) => ({
    method: 'POST',
    url: `/api/checkout/createSession?priceId=${priceId}&successPath=/done&mode=hosted`,
  }),
  'POST /api/registerPurchase': ({ partnerOrderId }) => ({
    method: 'POST',
    url: '/api/registerPurchase',
    payload: { partner_order_id: partnerOrderId },
  }),
  'POST /api/orderCancellation': ({ partnerOrderId }) => ({
    method: 'POST',
    url: '/api/orderCancellation',
    payload: { partner_order_id: partnerOrderId },
  }),
  'GET /api/getVoucher/{orderId}': ({ partnerOrderId }) => ({
    method: 'GET',
    url: `/api/getVoucher/${partnerOrderId}`,
  }),
  'POST /api/getPurchases': ({ owner }) => ({
    method: 'POST',
    url: '/api/getPurchases',
    payload: { email: owner.email },
  }),
  'GET /api/User/getUserPurchases': ({ owner }) => ({
    method: 'GET',
    url: `/api/User/getUserPurchases?userId=${owner.id}`,
  }),
  'POST /api/paymentMethods/confirm': ({ setupIntentId }) => ({
    method: 'POST',
    url: '/api/paymentMethods/confirm',
    payload: { setupIntentId },
  }),
  'DELETE /api/paymentMethods/{id}': ({ cardId }) => ({ method: 'DELETE', url: `/api/paymentMethods/${cardId}` }),
  'POST /api/paymentMethods/{id}/default': ({ cardId }) => ({
    method: 'POST',
    url: `/api/paymentMethods/${cardId}/default`,
  }),
};

/** A customer's own lists, searched for the owner's records: another customer gets an answer without them. */
const CUSTOMER_LISTS: Record<string, (world: World) => Call> = {
  'POST /api/orderInformation': ({ partnerOrderId }) => ({
    method: 'POST',
    url: '/api/orderInformation',
    payload: { search: { partner_order_ids: [partnerOrderId] } },
  }),
};

/** Routes that act only on the caller's own records, naming no customer: another customer gets only their own. */
const OWN_ONLY: Record<string, (world: World) => Call> = {
  'GET /api/standingBids': () => ({ method: 'GET', url: '/api/standingBids' }),
  'GET /api/paymentMethods': () => ({ method: 'GET', url: '/api/paymentMethods' }),
  'POST /api/paymentMethods/setup': () => ({ method: 'POST', url: '/api/paymentMethods/setup' }),
  'POST /api/standingBids': ({ offer }) => ({
    method: 'POST',
    url: '/api/standingBids',
    payload: standingBidBody(offer),
  }),
};

function standingBidBody(offer: Offer) {
  return {
    hotel_id: offer.hid,
    check_in: STAY.check_in,
    check_out: STAY.check_out,
    guests: [{ adults: 2, children: [] }],
    amount: 10,
    until: addDays(STAY.check_in, -5),
  };
}

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
    payload: { lines: [], nightlyCap: null },
  }),
  'POST /api/supplier/rules/{hotelId}/simulate': ({ offer }) => ({
    method: 'POST',
    url: `/api/supplier/rules/${offer.hid}/simulate`,
    payload: { lines: [], nightlyCap: null },
  }),
  'GET /api/supplier/stats': ({ offer }) => ({ method: 'GET', url: `/api/supplier/stats?hotelId=${offer.hid}` }),
  'GET /api/supplier/market': ({ offer }) => ({
    method: 'GET',
    url: `/api/supplier/market?hotelId=${offer.hid}&date=${STAY.check_in}`,
  }),
  'GET /api/supplier/calendar': ({ offer }) => ({
    method: 'GET',
    url: `/api/supplier/calendar?hotelId=${offer.hid}&from=${STAY.check_in}&to=${STAY.check_out}`,
  }),
  'GET /api/supplier/stats.csv': ({ offer }) => ({
    method: 'GET',
    url: `/api/supplier/stats.csv?hotelId=${offer.hid}`,
  }),
  'GET /api/supplier/rules/{hotelId}/history': ({ offer }) => ({
    method: 'GET',
    url: `/api/supplier/rules/${offer.hid}/history`,
  }),
  'GET /api/supplier/rules/{hotelId}/floors': ({ offer }) => ({
    method: 'GET',
    url: `/api/supplier/rules/${offer.hid}/floors`,
  }),
  'GET /api/supplier/rules/{hotelId}/suggestions': ({ offer }) => ({
    method: 'GET',
    url: `/api/supplier/rules/${offer.hid}/suggestions`,
  }),
};
/** A partner's own account, named by the token only: another partner reaches only its own. */
const SUPPLIER_SELF: Record<string, (world: World) => Call> = {
  'POST /api/supplier/changePassword': () => ({
    method: 'POST',
    url: '/api/supplier/changePassword',
    payload: { currentPassword: 'Wrong1234', password: 'Hijack123' },
  }),
};
/** A partner's own lists: another partner simply sees its own. */
const SUPPLIER_LISTS = ['GET /api/supplier/bids', 'GET /api/supplier/hotels'];
const EITHER_ROLE = ['GET /api/events', 'POST /api/signOutEverywhere', 'PUT /api/account/language'];

/** A device's browser keys, valid in form: the matrix's devices never receive anything. */
const DEVICE_KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const device = (name: string) => ({ endpoint: `http://127.0.0.1:9/push/${name}`, keys: DEVICE_KEYS });
/** An account's own devices and choices, customer or partner: another account reaches only its own. */
const OWN_ACCOUNT: Record<string, (world: World) => Call> = {
  'GET /api/push/subscriptions': () => ({ method: 'GET', url: '/api/push/subscriptions' }),
  'POST /api/push/subscriptions': () => ({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: device(crypto.randomUUID()),
  }),
  'DELETE /api/push/subscriptions': ({ pushEndpoint }) => ({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    payload: { endpoint: pushEndpoint },
  }),
  'GET /api/push/preferences': () => ({ method: 'GET', url: '/api/push/preferences' }),
  'PUT /api/push/preferences': () => ({
    method: 'PUT',
    url: '/api/push/preferences',
    payload: { kind: 'bid-countered', push: false, email: false },
  }),
  'POST /api/push/test': () => ({ method: 'POST', url: '/api/push/test' }),
};

const LIST_CALLS: Record<string, (world: World) => Call> = {
  'GET /api/supplier/bids': () => ({ method: 'GET', url: '/api/supplier/bids' }),
  'GET /api/supplier/hotels': () => ({ method: 'GET', url: '/api/supplier/hotels' }),
  'GET /api/events': () => ({ method: 'GET', url: '/api/events' }),
  'POST /api/signOutEverywhere': () => ({ method: 'POST', url: '/api/signOutEverywhere' }),
  'PUT /api/account/language': () => ({ method: 'PUT', url: '/api/account/language', payload: { language: 'sv' } }),
};
/** A job id no job has: a retry or discard by an operator is 404, never 401 or 403. */
const NO_SUCH_JOB = 999_999_999;
/** The back office's routes: operators only. */
const OPERATOR: Record<string, (world: World) => Call> = {
  'GET /api/ops/me': () => ({ method: 'GET', url: '/api/ops/me' }),
  'GET /api/ops/audit': () => ({ method: 'GET', url: '/api/ops/audit?q=signed' }),
  'GET /api/ops/secondFactor': () => ({ method: 'GET', url: '/api/ops/secondFactor' }),
  'POST /api/ops/secondFactor/start': () => ({ method: 'POST', url: '/api/ops/secondFactor/start' }),
  'POST /api/ops/secondFactor/confirm': () => ({
    method: 'POST',
    url: '/api/ops/secondFactor/confirm',
    payload: { code: '000000' },
  }),
  'GET /api/ops/partners': () => ({ method: 'GET', url: '/api/ops/partners?q=supplier' }),
  'POST /api/ops/partners': () => ({
    method: 'POST',
    url: '/api/ops/partners',
    payload: { email: uniqueEmail('invited'), name: 'Invited Hotels' },
  }),
  'GET /api/ops/partners/{id}': ({ spare }) => ({ method: 'GET', url: `/api/ops/partners/${spare.partnerId}` }),
  'POST /api/ops/partners/{id}/deactivate': ({ spare }) => ({
    method: 'POST',
    url: `/api/ops/partners/${spare.partnerId}/deactivate`,
  }),
  'POST /api/ops/partners/{id}/reactivate': ({ spare }) => ({
    method: 'POST',
    url: `/api/ops/partners/${spare.partnerId}/reactivate`,
  }),
  'POST /api/ops/partners/{id}/hotels/{hid}/assign': ({ spare, otherOffer }) => ({
    method: 'POST',
    url: `/api/ops/partners/${spare.partnerId}/hotels/${otherOffer.hid}/assign`,
  }),
  'POST /api/ops/partners/{id}/hotels/{hid}/unassign': ({ spare, otherOffer }) => ({
    method: 'POST',
    url: `/api/ops/partners/${spare.partnerId}/hotels/${otherOffer.hid}/unassign`,
  }),
  'GET /api/ops/catalogue': ({ offer }) => ({ method: 'GET', url: `/api/ops/catalogue?q=${offer.hid}` }),
  'GET /api/ops/customers': () => ({ method: 'GET', url: '/api/ops/customers?q=customer' }),
  'GET /api/ops/customers/{id}': ({ owner }) => ({ method: 'GET', url: `/api/ops/customers/${owner.id}` }),
  'POST /api/ops/customers/{id}/deactivate': ({ spare }) => ({
    method: 'POST',
    url: `/api/ops/customers/${spare.customerId}/deactivate`,
  }),
  'POST /api/ops/customers/{id}/reactivate': ({ spare }) => ({
    method: 'POST',
    url: `/api/ops/customers/${spare.customerId}/reactivate`,
  }),
  'POST /api/ops/customers/{id}/resendWelcome': ({ owner }) => ({
    method: 'POST',
    url: `/api/ops/customers/${owner.id}/resendWelcome`,
  }),
  'POST /api/ops/customers/{id}/bookings/{orderId}/resendConfirmation': ({ owner, partnerOrderId }) => ({
    method: 'POST',
    url: `/api/ops/customers/${owner.id}/bookings/${partnerOrderId}/resendConfirmation`,
  }),
  'GET /api/ops/jobs': () => ({ method: 'GET', url: '/api/ops/jobs?state=failed' }),
  'POST /api/ops/jobs/{id}/retry': () => ({ method: 'POST', url: `/api/ops/jobs/${NO_SUCH_JOB}/retry` }),
  'POST /api/ops/jobs/{id}/discard': () => ({ method: 'POST', url: `/api/ops/jobs/${NO_SUCH_JOB}/discard` }),
  'GET /api/ops/mails': () => ({ method: 'GET', url: '/api/ops/mails?state=failed' }),
  'POST /api/ops/mails/{id}/retry': () => ({ method: 'POST', url: `/api/ops/mails/${NO_SUCH_JOB}/retry` }),
  'POST /api/ops/mails/{id}/discard': () => ({ method: 'POST', url: `/api/ops/mails/${NO_SUCH_JOB}/discard` }),
  'GET /api/ops/visitorLog': () => ({ method: 'GET', url: '/api/ops/visitorLog' }),
  'GET /api/ops/pushes': () => ({ method: 'GET', url: '/api/ops/pushes?state=failed' }),
  'GET /api/ops/bookings': ({ owner }) => ({ method: 'GET', url: `/api/ops/bookings?q=${owner.email}` }),
  'GET /api/ops/bookings/{orderId}': ({ partnerOrderId }) => ({
    method: 'GET',
    url: `/api/ops/bookings/${partnerOrderId}`,
  }),
  'POST /api/ops/bookings/{orderId}/refund': ({ partnerOrderId }) => ({
    method: 'POST',
    url: `/api/ops/bookings/${partnerOrderId}/refund`,
    payload: { amount: 1, request_id: crypto.randomUUID(), reason: 'Goodwill' },
  }),
  'POST /api/ops/bookings/{orderId}/resendVoucher': ({ partnerOrderId }) => ({
    method: 'POST',
    url: `/api/ops/bookings/${partnerOrderId}/resendVoucher`,
  }),
  'POST /api/ops/bookings/{orderId}/reread': ({ partnerOrderId }) => ({
    method: 'POST',
    url: `/api/ops/bookings/${partnerOrderId}/reread`,
  }),
  'GET /api/ops/operators': () => ({ method: 'GET', url: '/api/ops/operators?q=ops' }),
  'POST /api/ops/operators': () => ({
    method: 'POST',
    url: '/api/ops/operators',
    payload: { email: uniqueEmail('invited-ops'), name: 'Invited Operator' },
  }),
  'POST /api/ops/operators/{id}/deactivate': ({ spare }) => ({
    method: 'POST',
    url: `/api/ops/operators/${spare.operatorId}/deactivate`,
  }),
  'POST /api/ops/operators/{id}/reactivate': ({ spare }) => ({
    method: 'POST',
    url: `/api/ops/operators/${spare.operatorId}/reactivate`,
  }),
  'POST /api/ops/operators/{id}/resetSecondFactor': ({ spare }) => ({
    method: 'POST',
    url: `/api/ops/operators/${spare.operatorId}/resetSecondFactor`,
  }),
  /** A wrong current password: the operator of the matrix keeps its session. */
  'POST /api/ops/changePassword': () => ({
    method: 'POST',
    url: '/api/ops/changePassword',
    payload: { currentPassword: 'Wrong1234', password: 'Hijack123' },
  }),
};

/** Every route that needs a token, with a call the owner could make. */
const ALL_PROTECTED = {
  ...CUSTOMER,
  ...CUSTOMER_LISTS,
  ...OWN_ONLY,
  ...SUPPLIER,
  ...SUPPLIER_SELF,
  ...LIST_CALLS,
  ...OWN_ACCOUNT,
};

const TEST_NOW = Date.parse(TEST_START);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The owner's token expired, re-pointed at someone else without a new signature, and unsigned. */
async function badTokens(owner: SignedIn, other: SignedIn) {
  const [header, payload, signature] = owner.token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const expired = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(Math.floor(TEST_NOW / 1000) - 60)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  const tampered = `${header}.${base64url({ ...claims, sub: other.id, id: other.id })}.${signature}`;
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
  return [expired, tampered, unsigned];
}

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let stripe: Awaited<ReturnType<typeof startTestStripe>>;
let t: TestApp;
let world: World;
let intruder: SignedIn;
let hotelPartner: SignedIn;
let otherPartner: SignedIn;
let operator: SignedIn;
let routes: string[];

beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 100 });
  stripe = await startTestStripe({ now: () => t.clock.now() });
  t = await buildTestApp({ etgUrl: etg.url, stripePort: stripe.port });
  const owner = await createSignedInCustomer(t.app);
  const offer = await findOffer(t.app, 0);
  const otherOffer = await findOffer(t.app, 1);
  // At the floor's step: a bid below the floor would be rejected at once, and this one must stay pending.
  const bid = await placeBid(t.app, owner, offer, atFloorStep(offer));
  const quoted = await quote(t.app, owner, rateRequest(await findOfferWith(t.app, etg.url, 'available')));
  const { priceId, session } = await checkout(t.app, owner, quoted);
  await payCard(stripe.url, session.sessionId);
  await registerPurchase(t.app, owner, { session_id: session.sessionId });
  await settle(t);
  const standing = await t.app.inject({
    method: 'POST',
    url: '/api/standingBids',
    headers: owner.auth,
    payload: standingBidBody(offer),
  });
  const card = await saveCard(t.app, stripeAt(stripe), owner);
  const pending = (
    await t.app.inject({ method: 'POST', url: '/api/paymentMethods/setup', headers: owner.auth })
  ).json();
  const ownDevice = device('owner');
  await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: owner.auth, payload: ownDevice });
  const groupOwner = await createSignedInCustomer(t.app);
  const group = await placeGroup(t.app, groupOwner);
  world = {
    owner,
    bidId: bid.id,
    group: { owner: groupOwner, id: group.groupId },
    standingBidId: standing.json().id,
    pushEndpoint: ownDevice.endpoint,
    cardId: card.id,
    setupIntentId: pending.setupIntentId,
    offer,
    otherOffer,
    partnerOrderId: quoted.partner_order_id,
    priceId,
    spare: {
      partnerId: (await createSignedInSupplier(t.app, [])).id,
      customerId: (await createSignedInCustomer(t.app)).id,
      operatorId: (await createSignedInOperator(t.app)).id,
    },
  };
  intruder = await createSignedInCustomer(t.app);
  hotelPartner = await createSignedInSupplier(t.app, [offer.hid]);
  otherPartner = await createSignedInSupplier(t.app, [otherOffer.hid]);
  operator = await createEnrolledOperator(t.app, t.clock.now());
  routes = (await openApiRoutes(t.app)).routes.map(({ method, path }) => `${method} ${path}`);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await etg.close();
});

let callers = 0;
/** Each call from an address of its own, so that per-address throttles do not hide the answer under test. */
const send = (call: Call, who?: SignedIn) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    headers: who?.auth ?? {},
    remoteAddress: `10.1.${Math.floor(callers / 250)}.${(callers++ % 250) + 1}`,
    ...(call.payload && { payload: call.payload }),
  });

describe('ownership matrix, from the route table', () => {
  it('classifies every route, so a new one cannot be forgotten', () => {
    const known = new Set([
      ...PUBLIC,
      ...Object.keys(CUSTOMER),
      ...Object.keys(CUSTOMER_LISTS),
      ...Object.keys(OWN_ONLY),
      ...Object.keys(SUPPLIER),
      ...Object.keys(SUPPLIER_SELF),
      ...SUPPLIER_LISTS,
      ...EITHER_ROLE,
      ...Object.keys(OWN_ACCOUNT),
      ...Object.keys(OPERATOR),
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

  it.each(Object.keys(CUSTOMER_LISTS))("%s: another customer gets only their own, never the owner's", async (route) => {
    const call = CUSTOMER_LISTS[route]!(world);
    const response = await send(call, intruder);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(world.partnerOrderId);
    expect((await send(call, world.owner)).body).toContain(world.partnerOrderId);
    expect((await send(call)).statusCode).toBe(401);
    expect((await send(call, hotelPartner)).statusCode).toBe(403);
  });

  it.each(Object.keys(OWN_ONLY))("%s: another customer gets only their own, never the owner's", async (route) => {
    const call = OWN_ONLY[route]!(world);
    const response = await send(call, intruder);
    expect([200, 201]).toContain(response.statusCode);
    expect(response.body).not.toContain(world.standingBidId);
    expect((await send(call)).statusCode).toBe(401);
    expect((await send(call, hotelPartner)).statusCode).toBe(403);
  });

  it("lists the owner's standing bid to the owner, after another customer tried to cancel it", async () => {
    const own = (await send(OWN_ONLY['GET /api/standingBids']!(world), world.owner)).json();
    expect(own).toContainEqual(expect.objectContaining({ id: world.standingBidId, status: 'active' }));
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

  it.each(Object.keys(SUPPLIER_SELF))(
    '%s: a customer or an operator gets 403, no token 401, another partner only its own account',
    async (route) => {
      const call = SUPPLIER_SELF[route]!(world);
      expect((await send(call, world.owner)).statusCode).toBe(403);
      expect((await send(call, operator)).statusCode).toBe(403);
      expect((await send(call)).statusCode).toBe(401);
      const own = await send(call, otherPartner);
      expect(own.json().fields).toEqual({ currentPassword: expect.any(String) });
    },
  );

  it.each(Object.keys(OWN_ACCOUNT))(
    '%s: another customer or a partner reaches only its own account, an operator 403, no token 401',
    async (route) => {
      const call = OWN_ACCOUNT[route]!(world);
      for (const other of [intruder, hotelPartner]) {
        const response = await send(call, other);
        expect([200, 201, 202, 400, 404]).toContain(response.statusCode);
        expect(response.body).not.toContain(world.pushEndpoint);
      }
      expect((await send(call, operator)).statusCode).toBe(403);
      expect((await send(call)).statusCode).toBe(401);
    },
  );

  it("keeps the owner's device and choices through all of that", async () => {
    const devices = (await send(OWN_ACCOUNT['GET /api/push/subscriptions']!(world), world.owner)).json().devices;
    expect(devices).toEqual([expect.objectContaining({ endpoint: world.pushEndpoint })]);
    const preferences = (await send(OWN_ACCOUNT['GET /api/push/preferences']!(world), world.owner)).json();
    expect(preferences.preferences.every((choice: { push: boolean }) => choice.push)).toBe(true);
  });

  it('keeps the bid pending through all of that', async () => {
    const bids = (await send(CUSTOMER['GET /api/newCustomerBids']!(world), world.owner)).json();
    expect(bids).toEqual([expect.objectContaining({ id: world.bidId, status: 'pending' })]);
  });

  it('POST /api/newDeleteBid of a group: another customer gets 404, a partner 403, and the group stays', async () => {
    const call = { method: 'POST' as const, url: '/api/newDeleteBid', payload: { group_id: world.group.id } };
    expect((await send(call, intruder)).statusCode).toBe(404);
    expect((await send(call, hotelPartner)).statusCode).toBe(403);
    expect((await send(call)).statusCode).toBe(401);
    const listed = await send(
      CUSTOMER['GET /api/newCustomerBids']!({ ...world, owner: world.group.owner }),
      world.group.owner,
    );
    expect(listed.json()).toHaveLength(3);
  });

  it.each(Object.keys(ALL_PROTECTED))('%s: an expired, tampered or unsigned token is 401', async (route) => {
    const call = ALL_PROTECTED[route]!(world);
    for (const token of await badTokens(world.owner, intruder)) {
      const response = await send(call, { ...world.owner, auth: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
    }
  });

  it.each(Object.keys(OPERATOR))('%s: a customer or a partner gets 403, no token or a bad one 401', async (route) => {
    const call = OPERATOR[route]!(world);
    expect((await send(call, world.owner)).statusCode).toBe(403);
    expect((await send(call, hotelPartner)).statusCode).toBe(403);
    expect((await send(call)).statusCode).toBe(401);
    for (const token of await badTokens(operator, intruder)) {
      const response = await send(call, { ...operator, auth: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
    }
    expect([401, 403]).not.toContain((await send(call, operator)).statusCode);
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

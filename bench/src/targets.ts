import { DAY_MS } from '@bidstay/contract';
import type { Request } from './load.ts';
import type { Server } from './servers.ts';
import { SUPPLIER } from './servers.ts';

/**
 * What a route cannot beat on the same driver: the bare route, the bare route taking a POST with a JSON body (what
 * Fastify's reading and parsing of a body costs), a raw point select, a raw insert.
 */
export type Ceiling = 'bare' | 'barePost' | 'select' | 'insert';

/** A route's target from the issue: a share of the ceiling on the same driver, and a p99 bound on PostgreSQL. */
export type Goal = { ceiling: Exclude<Ceiling, 'barePost'>; share: number; p99OnPostgres?: number };

export type Target = Request & { name: string; path: string; goal?: Goal; search?: boolean };

const catalogueRead: Goal = { ceiling: 'bare', share: 0.5 };
const searchRead: Goal = { ceiling: 'bare', share: 0.2 };
const customerRead: Goal = { ceiling: 'select', share: 0.7, p99OnPostgres: 100 };
const customerWrite: Goal = { ceiling: 'insert', share: 0.5, p99OnPostgres: 100 };

const json = { 'content-type': 'application/json' };
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** Three nights from `days` ahead. */
export const stayIn = (days: number) => ({ checkin: inDays(days), checkout: inDays(days + 3) });
export const STAY = stayIn(30);

async function call<T>(
  api: Server,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${api.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : json), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signIn(api: Server, email: string, password: string) {
  const { access_token: token } = await call<{ access_token: string }>(api, '/api/authenticateCustomer', {
    method: 'POST',
    body: { email, password },
  });
  const id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  return { id, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A new customer, signed up and signed in from an address of its own (the server trusts the bench's proxy header): a
 * customer has at most 3 bids on one hotel and stay a day, so timed bids take turns among bidders.
 */
export async function newBidder(api: Server, index: number) {
  const email = `bidder-${Date.now()}-${index}@bench.bidstay.test`;
  const password = 'Bench12345';
  const headers = { 'x-forwarded-for': `10.98.${Math.floor(index / 250) % 250}.${index % 250}` };
  await call(api, '/api/User/createCustomer', { method: 'POST', body: { email, password }, headers });
  const { access_token: token } = await call<{ access_token: string }>(api, '/api/authenticateCustomer', {
    method: 'POST',
    body: { email, password },
    headers,
  });
  const id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  return { id, headers: { authorization: `Bearer ${token}` } };
}

type Rate = {
  book_hash: string;
  match_hash: string;
  payment_options: { payment_types: { show_amount: string; commission_info?: { show: { amount_gross: string } } }[] };
};

/** The hotel's rule under load: every bid is decided by it (rejected, countered or accepted). */
export const BENCH_RULE = {
  lines: [{ label: 'Every bid', when: {}, autoAcceptPercent: 90, rejectBelowPercent: 40, counterPercent: 95 }],
  nightlyCap: null,
};
/** No lines: every bid waits for a person. */
export const MANUAL_RULES = { lines: [], nightlyCap: null };

/** A rate of one hotel for one stay, as a bid names it, and its listed price. */
export type Offer = { hid: number; stay: typeof STAY; rate: Rate; listed: number };

/** The first rate of each of `hids` for `stay`, up to `count` hotels with one. */
export async function findOffers(api: Server, hids: number[], stay: typeof STAY, count: number) {
  const offers: Offer[] = [];
  for (const hid of hids) {
    if (offers.length === count) break;
    const page = await call<{ hotels: { rates: Rate[] }[] }>(api, '/api/hotelPage', {
      method: 'POST',
      body: { ...stay, hid },
    });
    const rate = page.hotels[0]?.rates[0];
    if (!rate) continue;
    const payment = rate.payment_options.payment_types[0]!;
    offers.push({ hid, stay, rate, listed: Number(payment.commission_info?.show.amount_gross ?? payment.show_amount) });
  }
  return offers;
}

export const bidOn = (offer: Offer, amount: number, by: { id: string }) => ({
  customer_id: by.id,
  hotel_id: offer.hid,
  bid: Math.round(amount * 100) / 100,
  currency: 'EUR',
  booking: {
    book_hash: offer.rate.book_hash,
    match_hash: offer.rate.match_hash,
    check_in: offer.stay.checkin,
    check_out: offer.stay.checkout,
    residency: 'se',
    guests: [{ adults: 2, children: [] }],
  },
});

/** Everything the routes under load need: a session, the largest city, a hotel with a rate, a rule. */
export async function prepare(api: Server) {
  const customer = await signIn(api, 'demo@bidstay.test', 'Demo12345');
  const supplier = await signIn(api, SUPPLIER.email, SUPPLIER.password);
  const [largest] = await call<{ id: number }[]>(api, '/api/regions');
  const hids = await call<number[]>(api, '/api/getListOfHotels', { method: 'POST', body: { region_id: largest!.id } });
  const [offer] = await findOffers(api, hids, STAY, 1);
  if (!offer) throw new Error('no hotel with rates in the largest city');
  const setRule = (rule: typeof BENCH_RULE | typeof MANUAL_RULES, hid = offer.hid) =>
    call(api, `/api/supplier/rules/${hid}`, { method: 'PUT', headers: supplier.headers, body: rule });
  await setRule(BENCH_RULE);
  return {
    customer,
    supplier,
    regionId: largest!.id,
    hids,
    hid: offer.hid,
    listed: offer.listed,
    bidBody: (amount: number, by: { id: string } = customer) => bidOn(offer, amount, by),
    setRule,
    call: <T>(path: string, init?: Parameters<typeof call>[2]) => call<T>(api, path, init),
  };
}

export type Prepared = Awaited<ReturnType<typeof prepare>>;

/** The body of the bare POST ceiling: as long as that of the catalogue's POST reads. */
export const BARE_POST_BODY = Array.from({ length: 25 }, (_, index) => 9_000_000 + index);

/** `nextBid`: newCreateBid's requests in turn; without it, newCreateBid is not loaded. */
export function loadTargets(p: Prepared, nextBid?: Request['next']): Target[] {
  const auth = { ...json, ...p.customer.headers };
  const first25 = p.hids.slice(0, 25);
  return [
    { name: 'health (select 1)', path: '/api/health' },
    {
      name: 'getCustomerById',
      path: `/api/getCustomerById?id=${p.customer.id}`,
      headers: p.customer.headers,
      goal: customerRead,
    },
    { name: 'HotelInternal/getHotel', path: `/api/HotelInternal/getHotel?id=${p.hid}`, goal: catalogueRead },
    {
      name: 'getListOfHotelsMinimal (25)',
      path: '/api/getListOfHotelsMinimal',
      method: 'POST',
      body: first25,
      headers: json,
      goal: catalogueRead,
      search: true,
    },
    {
      name: 'getHotelRatings (25)',
      path: '/api/getHotelRatings',
      method: 'POST',
      body: { hotelIds: first25 },
      headers: json,
      goal: catalogueRead,
    },
    {
      name: 'getListOfHotels (largest city)',
      path: '/api/getListOfHotels',
      method: 'POST',
      body: { region_id: p.regionId },
      headers: json,
      search: true,
    },
    { name: 'autoComplete (stock)', path: '/api/autoComplete?search=stock', method: 'POST', search: true },
    {
      name: 'hotelSearch (50 hotels)',
      path: '/api/hotelSearch',
      method: 'POST',
      body: { ...STAY, hids: p.hids.slice(0, 50) },
      headers: json,
      goal: searchRead,
      search: true,
    },
    {
      name: 'hotelPage',
      path: '/api/hotelPage',
      method: 'POST',
      body: { ...STAY, hid: p.hid },
      headers: json,
      goal: searchRead,
    },
    { name: 'hotel page HTML (rendered with its hotel)', path: `/hotel/${p.hid}` },
    { name: 'unknown page (index.html)', path: '/no/such/page' },
    { name: 'unknown API path (JSON 404)', path: '/api/no-such-route', status: 404 },
    {
      name: 'newCustomerBids',
      path: `/api/newCustomerBids?customerId=${p.customer.id}`,
      headers: p.customer.headers,
      goal: customerRead,
    },
    {
      name: 'orderInformation (page of 10)',
      path: '/api/orderInformation',
      method: 'POST',
      body: {},
      headers: auth,
      goal: customerRead,
    },
    {
      name: 'bidChance (rules on)',
      path: '/api/bidChance',
      method: 'POST',
      body: p.bidBody(p.listed * 0.9),
      headers: auth,
    },
    ...(nextBid ? [newCreateBid(json, nextBid)] : []),
  ];
}

/** Bids the hotel's rule counters (between its 40 and 90 %), each by a bidder on a rate it has not bid on. */
const newCreateBid = (headers: Record<string, string>, next: Request['next']): Target => ({
  name: 'newCreateBid (rules on)',
  path: '/api/newCreateBid',
  method: 'POST',
  headers,
  next,
  goal: customerWrite,
  leavesWork: true,
});

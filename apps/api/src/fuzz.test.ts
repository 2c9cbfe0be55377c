import fc from 'fast-check';
import { addDays } from '@bidstay/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSignedInSupplier, findOffer, placeBid, placeGroup, STAY, type Offer } from '../test/bid-fixtures.ts';
import { checkout, quote, rateRequest, startTestStripe } from '../test/booking-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { startTestEtg } from '../test/etg-emulator.ts';
import { openApiRoutes, type ApiRoute, type Parameter } from '../test/openapi-routes.ts';
import { createSignedInCustomer, getCustomer, PASSWORD, type SignedIn } from '../test/factories.ts';
import { createEnrolledOperator } from '../test/operator-fixtures.ts';
import {
  bodyArbitrary,
  FUZZ_SEED,
  hostileValue,
  namedArbitrary,
  type JsonSchema,
  type KnownValues,
} from '../test/schema-arbitrary.ts';
import { rows } from './db/migrate.ts';

/**
 * CI runs this file on both drivers: each draws its own half of the requests (its own seed), so that together they
 * send as many different ones as one run of twice the count, in half the time.
 */
const onPostgres = Boolean(inject('postgresUrl'));
const REQUESTS_PER_ROUTE = 100;
const SEED = FUZZ_SEED + (onPostgres ? 1 : 0);
/** Streams and pages that are not JSON APIs. */
const SKIPPED = new Set(['/api/events', '/api/docs', '/api/docs/json', '/api/docs/yaml']);

type Actors = { customer: SignedIn; supplier: SignedIn; operator: SignedIn; known: KnownValues };

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let stripe: Awaited<ReturnType<typeof startTestStripe>>;
let t: TestApp;
let offer: Offer;
let schemas: Record<string, JsonSchema>;
let routes: ApiRoute[];

beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 60 });
  stripe = await startTestStripe({ now: () => t.clock.now() });
  t = await buildTestApp({ etgUrl: etg.url, stripePort: stripe.port });
  offer = await findOffer(t.app);
  const document = await openApiRoutes(t.app);
  schemas = document.schemas;
  routes = document.routes.filter(({ path }) => !SKIPPED.has(path) && !path.startsWith('/api/docs'));
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await etg.close();
});

/**
 * A signed-in customer with a bid and a booking ready to pay, a signed-in supplier and an enrolled operator: the ids and hashes a request
 * may name, so that requests the schema allows reach past the ownership checks.
 */
async function arrange(): Promise<Actors> {
  const customer = await createSignedInCustomer(t.app);
  const supplier = await createSignedInSupplier(t.app, 'all');
  const operator = await createEnrolledOperator(t.app, t.clock.now());
  const bid = await placeBid(t.app, customer, offer, Math.floor(offer.listed * 0.6));
  const group = await placeGroup(t.app, customer, { avoiding: [offer.hid] });
  const quoted = await quote(t.app, customer, rateRequest(offer));
  const { priceId, session } = await checkout(t.app, customer, quoted);
  const standing = await t.app.inject({
    method: 'POST',
    url: '/api/standingBids',
    headers: customer.auth,
    payload: {
      hotel_id: offer.hid,
      check_in: STAY.check_in,
      check_out: STAY.check_out,
      amount: Math.floor(offer.listed * 0.6),
      until: addDays(STAY.check_in, -1),
      guests: [{ adults: 2, children: [] }],
    },
  });
  const known: KnownValues = {
    customer_id: [customer.id],
    customerId: [customer.id],
    userId: [customer.id],
    id: [customer.id, bid.id, standing.json().id, supplier.id],
    group_id: [group.groupId],
    email: [customer.email],
    mail: [customer.email],
    to: [customer.email],
    password: [PASSWORD, 'Another123'],
    currentPassword: [PASSWORD],
    hotel_id: [offer.hid],
    hotelId: [offer.hid, String(offer.hid)],
    hid: [offer.hid],
    book_hash: [offer.rate.book_hash],
    match_hash: [offer.rate.match_hash],
    check_in: [STAY.check_in],
    check_out: [STAY.check_out],
    checkin: [STAY.check_in],
    checkout: [STAY.check_out],
    residency: ['se'],
    currency: ['EUR'],
    guests: [[{ adults: 2, children: [] }]],
    bid: [Math.floor(offer.listed * 0.6), offer.listed - 0.01, offer.listed, offer.listed + 0.01],
    amount: [Math.floor(offer.listed * 0.6), offer.listed],
    until: [addDays(STAY.check_in, -1), STAY.check_in],
    partner_order_id: [quoted.partner_order_id],
    orderId: [quoted.partner_order_id],
    priceId: [priceId],
    session_id: [session.sessionId],
    successPath: ['/hotel-booking/confirmation'],
    returnPath: ['/hotel-booking/confirmation'],
    cancelPath: [`/hotel/${offer.hid}`],
    endpoint: ['http://127.0.0.1:9/push/fuzz', 'http://169.254.169.254/latest'],
    p256dh: [`B${'A'.repeat(86)}`],
    auth: ['A'.repeat(22)],
    kind: ['bid-countered', 'bid-waiting'],
  };
  return { customer, supplier, operator, known };
}

/** The same actors while their sessions still work: a request may have closed the account or ended them. */
async function stillUsable(actors: Actors) {
  const supplierHotels = await t.app.inject({ url: '/api/supplier/hotels', headers: actors.supplier.auth });
  const operator = await t.app.inject({ url: '/api/ops/me', headers: actors.operator.auth });
  const usable =
    (await getCustomer(t.app, actors.customer)).statusCode === 200 &&
    supplierHotels.statusCode === 200 &&
    operator.statusCode === 200;
  return usable ? actors : arrange();
}

const junkBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
  fc.string().map((payload) => ({ type: 'application/json', payload })),
  fc.string().map((payload) => ({ type: 'text/plain', payload })),
  fc.constant({ type: 'application/x-www-form-urlencoded', payload: 'a=1&b[]=2' }),
  fc.constant({ type: 'application/json', payload: '{"a": 1,' }),
);

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Requests for a route from its OpenAPI schema: as the schema allows, mutated at one node, or junk. */
function requestArbitrary({ operation }: ApiRoute, known: KnownValues) {
  const parameter = (p: Parameter) => {
    const valid = namedArbitrary(p.name, p.schema, schemas, known).map(asText);
    return [p.name, fc.option(fc.oneof(valid, hostileValue.map(asText)), { freq: p.required ? 10 : 3 })] as const;
  };
  const parameters = (where: Parameter['in']) =>
    fc.record(Object.fromEntries((operation.parameters ?? []).filter((p) => p.in === where).map(parameter)));
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const schemaBody = bodySchema
    ? bodyArbitrary(bodySchema, schemas, known).map((value) => ({
        type: 'application/json',
        payload: value === undefined ? '' : JSON.stringify(value),
      }))
    : junkBody;
  return fc.record({
    path: parameters('path'),
    query: parameters('query'),
    body: fc.oneof({ arbitrary: schemaBody, weight: 3 }, { arbitrary: junkBody, weight: 1 }),
    who: fc.constantFrom('customer', 'supplier', 'operator', 'nobody'),
  });
}

function urlOf(route: ApiRoute, sample: { path: Record<string, string | null>; query: Record<string, string | null> }) {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(sample.path[name] ?? ''));
  const present = Object.entries(sample.query).filter((entry): entry is [string, string] => entry[1] !== null);
  const query = new URLSearchParams(present).toString();
  return `${path}${query ? `?${query}` : ''}`;
}

/** The shared limits count refused tries too, as the throttles kept in memory did (decision 033). */
const COUNTS_REFUSALS = ['limit_attempts', 'limit_calls'];

/** Every table of the schema but COUNTS_REFUSALS, so that a new one cannot be forgotten. */
async function tableNames() {
  return rows<{ name: string }>(
    await t.db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`),
  )
    .map((table) => table.name)
    .filter((name) => !COUNTS_REFUSALS.includes(name));
}

/**
 * How many rows each table holds and the last transaction that wrote one (the rows' xmin): a refused request must
 * leave both as they were.
 */
function tablesFingerprint(tables: string[]) {
  const query = sql.raw(
    tables
      .map(
        (table) =>
          `select '${table}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as state from "${table}"`,
      )
      .join(' union all '),
  );
  return async () =>
    Object.fromEntries(rows<{ name: string; state: string }>(await t.db.execute(query)).map((r) => [r.name, r.state]));
}

/**
 * A counter of this database's writing statements, moved by a trigger on every table even when the write is rolled
 * back (a sequence does not roll back): while it stands still the tables' fingerprint cannot have changed and need not
 * be read again. The server's transaction ids would not do on PostgreSQL, where every other test's database moves them.
 */
async function countWrites(tables: string[]) {
  await t.db.execute(
    sql.raw(`create sequence fuzz_writes;
    create function fuzz_count_write() returns trigger language plpgsql as $$
    begin perform nextval('fuzz_writes'); return null; end $$;`),
  );
  for (const table of tables)
    await t.db.execute(
      sql.raw(`create trigger fuzz_count_write after insert or update or delete or truncate on "${table}"
        for each statement execute function fuzz_count_write()`),
    );
  return async () => {
    const [counter] = rows<{ writes: string }>(
      await t.db.execute(sql`select last_value || ':' || is_called as writes from fuzz_writes`),
    );
    return counter!.writes;
  };
}

describe('hostile input on every route of the OpenAPI document', () => {
  it('never answers 5xx, always the JSON error shape, and a refused request changes nothing', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const tables = await tableNames();
    const fingerprint = tablesFingerprint(tables);
    const writes = await countWrites(tables);
    let actors = await arrange();
    for (const route of routes) {
      actors = await stillUsable(actors);
      const auth = {
        customer: actors.customer.auth,
        supplier: actors.supplier.auth,
        operator: actors.operator.auth,
        nobody: {},
      };
      const samples = fc.sample(requestArbitrary(route, actors.known), {
        numRuns: REQUESTS_PER_ROUTE,
        seed: SEED,
      });
      let before = await fingerprint();
      let written = await writes();
      for (const [index, sample] of samples.entries()) {
        const url = urlOf(route, sample);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { 'content-type': sample.body.type, ...auth[sample.who] },
          ...(route.method === 'GET' ? {} : { payload: sample.body.payload }),
          remoteAddress: `10.${index % 200}.${Math.floor(index / 200)}.1`,
        });
        const seen = `${route.method} ${url} ${sample.body.payload.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, seen).toBeLessThan(500);
        const writtenNow = await writes();
        const after = writtenNow === written ? before : await fingerprint();
        if (response.statusCode >= 400) {
          expect(response.json(), seen).toMatchObject({ error: expect.any(String), message: expect.any(String) });
          expect(after, `${seen} changed data`).toEqual(before);
        }
        before = after;
        written = writtenNow;
      }
    }
  }, 600_000);
});

import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { startTestEtg } from '../test/etg-emulator.ts';
import { createSignedInCustomer, type SignedIn } from '../test/factories.ts';
import { rows } from './db/migrate.ts';

const REQUESTS_PER_ROUTE = 200;
/** Streams and pages that are not JSON APIs. */
const SKIPPED = new Set(['/api/events', '/api/docs', '/api/docs/json', '/api/docs/yaml']);
const TABLES = [
  'customers',
  'bids',
  'bookings',
  'jobs',
  'visitor_logs',
  'newsletter_subscriptions',
  'password_resets',
  'supplier_rules',
  'suppliers',
];

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let customer: SignedIn;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  etg = await startTestEtg({ hotelCount: 60 });
  t = await buildTestApp({ etgUrl: etg.url });
  customer = await createSignedInCustomer(t.app);
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  routes = Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .filter(([path]) => !SKIPPED.has(path) && !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
});
afterAll(async () => {
  await t.close();
  await etg.close();
});

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '{{7*7}}',
    '\u0000',
    'NaN',
    '-1',
  ),
  fc.integer().map(String),
  fc.constant('x'.repeat(5000)),
);
const jsonValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.001, 'NaN', null, true, [], {}),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'id',
      'bid',
      'hotel_id',
      'customer_id',
      'status',
      'amount',
      'checkin',
      'checkout',
      'guests',
      'region_id',
      'hid',
      'hotelIds',
      'booking',
      'active',
      'to',
    ),
    fc.anything({ maxDepth: 2 }),
  ),
);
const request = fc.record({
  pathParam: hostile,
  query: fc.dictionary(
    fc.constantFrom('id', 'customerId', 'userId', 'hotelId', 'search', 'mail', 'type', 'status', 'language', 'to'),
    hostile,
  ),
  body: fc.oneof(
    jsonValue.map((value) => ({ type: 'application/json', payload: JSON.stringify(value) ?? 'null' })),
    fc.string().map((payload) => ({ type: 'application/json', payload })),
    fc.string().map((payload) => ({ type: 'text/plain', payload })),
    fc.constant({ type: 'application/x-www-form-urlencoded', payload: 'a=1&b[]=2' }),
  ),
  signedIn: fc.boolean(),
});

async function tableCounts() {
  const result = await t.db.execute(
    sql.raw(TABLES.map((table) => `select '${table}' as name, count(*)::int as n from ${table}`).join(' union all ')),
  );
  return Object.fromEntries(rows<{ name: string; n: number }>(result).map((row) => [row.name, row.n]));
}

describe('hostile input on every route of the OpenAPI document', () => {
  it('never answers 5xx, always the JSON error shape, and a refused request changes nothing', async () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const samples = fc.sample(request, { numRuns: REQUESTS_PER_ROUTE, seed: 42 });
      const before = await tableCounts();
      let accepted = 0;
      for (const sample of samples) {
        const url = route.path.replace(/\{[^}]+\}/g, encodeURIComponent(sample.pathParam));
        const query = new URLSearchParams(sample.query).toString();
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: `${url}${query ? `?${query}` : ''}`,
          headers: { 'content-type': sample.body.type, ...(sample.signedIn ? customer.auth : {}) },
          ...(route.method === 'GET' ? {} : { payload: sample.body.payload }),
          remoteAddress: `10.${accepted % 200}.${samples.indexOf(sample) % 250}.1`,
        });
        expect(response.statusCode, `${route.method} ${url} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode < 400) {
          accepted += 1;
          continue;
        }
        const body = response.json();
        expect(typeof body.error, `${route.method} ${route.path}`).toBe('string');
        expect(typeof body.message, `${route.method} ${route.path}`).toBe('string');
      }
      if (accepted === 0) expect(await tableCounts(), `${route.method} ${route.path} changed data`).toEqual(before);
    }
  }, 300_000);
});

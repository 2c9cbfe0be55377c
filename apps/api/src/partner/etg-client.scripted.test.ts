import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEtgClient, type EtgClientOptions } from './etg-client.ts';
import { PartnerError } from './partner-error.ts';

/** Tests of timeouts give the client this much time and their server twice as long to answer. */
const SHORT_TIMEOUT_MS = 300;
const SLOW_REPLY_MS = 2 * SHORT_TIMEOUT_MS;

/** A stand-in that answers each ETG path with a scripted list of replies, in turn. */
type Reply = {
  status?: number;
  body?: unknown;
  raw?: string | Buffer;
  type?: string;
  delayMs?: number;
  headers?: Record<string, string>;
};

const ZSTD_JSONL = Buffer.from('KLUv/QRYgQAAeyJhIjoxfQp7ImEiOjJ9Cu7trPI=', 'base64');
const ok = (data: unknown): Reply => ({ body: { data, debug: { request_id: 'r-1' }, error: null, status: 'ok' } });
const refused = (error: string, status = 200): Reply => ({
  status,
  body: { data: null, debug: { request_id: 'r-2' }, error, status: 'error' },
});

let server: FastifyInstance;
let baseUrl: string;
const script = new Map<string, Reply[]>();
const calls = new Map<string, number>();
const slept: number[] = [];

beforeAll(async () => {
  server = Fastify();
  server.all('/*', async (request, reply) => {
    const path = new URL(request.url, 'http://x').pathname.replace('/api/b2b/v3/', '');
    calls.set(path, (calls.get(path) ?? 0) + 1);
    const next = script.get(path)?.shift() ?? refused('endpoint_not_found', 403);
    if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    reply.code(next.status ?? 200).headers(next.headers ?? {});
    if (next.raw !== undefined) return reply.type(next.type ?? 'application/octet-stream').send(next.raw);
    return reply.type('application/json').send(next.body);
  });
  baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());
beforeEach(() => {
  script.clear();
  calls.clear();
  slept.length = 0;
});

function client(options: Partial<EtgClientOptions> = {}) {
  return createEtgClient({
    baseUrl,
    keyId: '1',
    apiKey: 'k',
    timeoutMs: 5_000,
    sleep: async (ms) => {
      slept.push(ms);
    },
    ...options,
  });
}

const search = {
  checkin: '2026-12-01',
  checkout: '2026-12-03',
  residency: 'se',
  language: 'en',
  currency: 'EUR',
  guests: [{ adults: 2, children: [] }],
};

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PartnerError);
  return error as PartnerError;
}

describe('ETG client against scripted answers', () => {
  it('reads the outcome from the envelope, not the HTTP status', async () => {
    script.set('search/hp/', [refused('rate_not_found', 200)]);
    const error = await refusal(client().hotelPage({ ...search, hid: 1 }));
    expect(error.code).toBe('rate_not_found');
    expect(error.requestId).toBe('r-2');
  });

  it('retries a search after a 5xx and answers the later success', async () => {
    script.set('search/serp/hotels/', [
      { status: 502, raw: 'Bad gateway', type: 'text/html' },
      ok({ total_hotels: 0, hotels: [] }),
    ]);
    expect(await client().searchHotels({ ...search, hids: [1] })).toEqual({ total_hotels: 0, hotels: [] });
    expect(calls.get('search/serp/hotels/')).toBe(2);
  });

  it('gives up on a read after its bounded retries', async () => {
    script.set(
      'hotel/order/info/',
      Array.from({ length: 5 }, () => refused('unknown', 500)),
    );
    const error = await refusal(
      client({ maxRetries: 2 }).orderInfo({
        ordering: { ordering_type: 'desc', ordering_by: 'checkin_at' },
        pagination: { page_size: 10, page_number: 1 },
      }),
    );
    expect(error.code).toBe('unknown');
    expect(calls.get('hotel/order/info/')).toBe(3);
  });

  it('never repeats a booking form, which needs a new partner_order_id', async () => {
    script.set('hotel/order/booking/form/', [refused('timeout', 504), ok({})]);
    const error = await refusal(
      client().bookingForm({ partner_order_id: 'po-1', book_hash: 'p-1', language: 'en', user_ip: '1.2.3.4' }),
    );
    expect(error.code).toBe('timeout');
    expect(calls.get('hotel/order/booking/form/')).toBe(1);
  });

  it('times out a slow answer', async () => {
    script.set(
      'search/hp/',
      Array.from({ length: 3 }, () => ({ ...ok({ hotels: [] }), delayMs: SLOW_REPLY_MS })),
    );
    const error = await refusal(
      client({ maxRetries: 0, timeoutMs: SHORT_TIMEOUT_MS }).hotelPage({ ...search, hid: 1 }),
    );
    expect(error.code).toBe('timeout');
  });

  it('treats a finish that times out as uncertain, and a status timeout as still processing', async () => {
    script.set('hotel/order/booking/finish/', [{ ...ok(null), delayMs: SLOW_REPLY_MS }]);
    script.set('hotel/order/booking/finish/status/', [
      { ...ok(null), delayMs: SLOW_REPLY_MS },
      { ...ok(null), delayMs: SLOW_REPLY_MS },
      { ...ok(null), delayMs: SLOW_REPLY_MS },
    ]);
    const etg = client({ timeoutMs: SHORT_TIMEOUT_MS });
    const finish = {
      partner: { partner_order_id: 'po-2' },
      user: { email: 'ops@bidstay.test', phone: '+4681234567' },
      language: 'en',
      rooms: [{ guests: [{ first_name: 'Ada', last_name: 'Lovelace' }] }],
      payment_type: { type: 'deposit', amount: '100.00', currency_code: 'EUR' },
    };
    expect(await etg.finish(finish)).toBe('uncertain');
    expect(await etg.finishStatus({ partner_order_id: 'po-2' })).toEqual({ status: 'processing' });
  });

  it('maps the finish status envelope: processing, ok and a final error', async () => {
    script.set('hotel/order/booking/finish/status/', [
      { body: { data: null, debug: null, error: null, status: 'processing' } },
      ok({ partner_order_id: 'po-3' }),
      refused('soldout'),
    ]);
    const etg = client();
    expect(await etg.finishStatus({ partner_order_id: 'po-3' })).toEqual({ status: 'processing' });
    expect(await etg.finishStatus({ partner_order_id: 'po-3' })).toEqual({ status: 'ok' });
    expect(await etg.finishStatus({ partner_order_id: 'po-3' })).toEqual({ status: 'error', error: 'soldout' });
  });

  it('waits for an exhausted rate-limit window before the next call', async () => {
    const reset = new Date(Date.now() + 2000).toISOString().slice(0, 19);
    const limited = { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset };
    script.set('search/hp/', [{ ...ok({ hotels: [] }), headers: limited }, ok({ hotels: [] })]);
    const etg = client();
    await etg.hotelPage({ ...search, hid: 1 });
    await etg.hotelPage({ ...search, hid: 1 });
    expect(slept).toHaveLength(1);
    expect(slept[0]).toBeGreaterThan(500);
  });

  it('refuses at once when the window resets later than it may wait', async () => {
    const reset = new Date(Date.now() + 60_000).toISOString().slice(0, 19);
    script.set('search/hp/', [
      { ...ok({ hotels: [] }), headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } },
    ]);
    const etg = client();
    await etg.hotelPage({ ...search, hid: 1 });
    expect((await refusal(etg.hotelPage({ ...search, hid: 1 }))).code).toBe('endpoint_exceeded_limit');
    expect(calls.get('search/hp/')).toBe(1);
  });

  it('retries once the partner answers 429 endpoint_exceeded_limit', async () => {
    script.set('search/hp/', [refused('endpoint_exceeded_limit', 429), ok({ hotels: [] })]);
    expect(await client().hotelPage({ ...search, hid: 1 })).toEqual({ hotels: [] });
  });

  it('answers a voucher as PDF bytes, or the envelope error', async () => {
    script.set('hotel/order/document/voucher/download/', [
      { raw: Buffer.from('%PDF-1.4 test'), type: 'application/pdf' },
      refused('voucher_is_not_downloadable'),
    ]);
    const etg = client();
    expect((await etg.voucher({ partner_order_id: 'po', language: 'en' })).toString()).toContain('%PDF');
    expect((await refusal(etg.voucher({ partner_order_id: 'po', language: 'en' }))).code).toBe(
      'voucher_is_not_downloadable',
    );
  });

  it('reads a dump compressed with Zstd, as ETG serves it, or gzip', async () => {
    script.set('/dump.zst', [{ raw: ZSTD_JSONL }]);
    script.set('/dump.gz', [{ raw: gzipSync('{"a":3}\n{"a":4}\n') }]);
    const read = async (url: string) => {
      const lines: unknown[] = [];
      for await (const line of client().readDump<never>(url)) lines.push(line);
      return lines;
    };
    expect(await read(`${baseUrl}/dump.zst`)).toEqual([{ a: 1 }, { a: 2 }]);
    expect(await read(`${baseUrl}/dump.gz`)).toEqual([{ a: 3 }, { a: 4 }]);
  });

  it('sends basic auth with the key id and key', async () => {
    let header: string | undefined;
    const etg = createEtgClient({
      baseUrl,
      keyId: '42',
      apiKey: 'secret',
      fetch: async (input, init) => {
        header = new Headers(init?.headers).get('authorization') ?? undefined;
        return fetch(input, init);
      },
    });
    await etg.hotelInfo({ hid: 1, language: 'en' }).catch(() => undefined);
    expect(header).toBe(`Basic ${Buffer.from('42:secret').toString('base64')}`);
  });
});

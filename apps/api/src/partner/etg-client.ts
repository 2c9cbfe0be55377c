import { PartnerError } from './partner-error.ts';
import { createRateLimits } from './rate-limits.ts';
import { readDump, readDumpLines } from './dump-reader.ts';
import { readReviewsLines } from './reviews-reader.ts';
import type {
  BookingForm,
  CancelResult,
  DumpLink,
  FinishRequest,
  FinishStatus,
  HotelContent,
  HotelPageResult,
  MulticompleteResult,
  OrderInfoRequest,
  OrderInfoResult,
  PrebookResult,
  RegionContent,
  SearchParams,
  SerpResult,
} from './etg-types.ts';

export type EtgClientOptions = {
  baseUrl: string;
  keyId: string;
  apiKey: string;
  timeoutMs?: number;
  /** Extra tries for calls that are safe to repeat (searches, reads, status). */
  maxRetries?: number;
  /** Longest wait for a rate-limit window to reset before giving up. */
  maxRateLimitWaitMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

type Envelope = { data: unknown; debug: { request_id?: string } | null; error: string | null; status: string };

type CallOptions = { method?: 'GET' | 'POST'; retry?: boolean; timeoutMs?: number };

const API_PATH = '/api/b2b/v3/';
const BACKOFF_MS = 250;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type EtgClient = ReturnType<typeof createEtgClient>;

/** The one partner client: ETG B2B API v3 over HTTP, for the real service and the sandbox alike. */
export function createEtgClient(options: EtgClientOptions) {
  const {
    keyId,
    apiKey,
    timeoutMs = 30_000,
    maxRetries = 2,
    maxRateLimitWaitMs = 5_000,
    fetch: fetchImpl = fetch,
    now = Date.now,
    sleep = defaultSleep,
  } = options;
  const base = `${options.baseUrl.replace(/\/$/, '')}${API_PATH}`;
  const authorization = `Basic ${Buffer.from(`${keyId}:${apiKey}`).toString('base64')}`;
  const limits = createRateLimits(now);

  async function send(
    endpoint: string,
    body: object,
    { method = 'POST', timeoutMs: timeout = timeoutMs }: CallOptions,
  ) {
    const url =
      method === 'GET' ? `${base}${endpoint}?data=${encodeURIComponent(JSON.stringify(body))}` : `${base}${endpoint}`;
    try {
      return await fetchImpl(url, {
        method,
        headers: { authorization, 'content-type': 'application/json', 'user-agent': 'Bidstay/0.1' },
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new PartnerError(timedOut ? 'timeout' : 'unreachable', undefined, undefined, (error as Error).message);
    }
  }

  async function readEnvelope(response: Response): Promise<Envelope> {
    try {
      const envelope = (await response.json()) as Envelope;
      if (typeof envelope?.status === 'string') return envelope;
    } catch {
      // falls through to the error below
    }
    throw new PartnerError('unknown', response.status, undefined, 'answer is not an ETG envelope');
  }

  async function waitForRateLimit(endpoint: string) {
    const wait = limits.waitMs(endpoint);
    if (wait === 0) return;
    if (wait > maxRateLimitWaitMs) throw new PartnerError('endpoint_exceeded_limit', 429);
    await sleep(wait);
  }

  /** One call, read by the envelope's status and error rather than the HTTP code (PARTNER.md §2). */
  async function attempt(endpoint: string, body: object, callOptions: CallOptions): Promise<Envelope> {
    await waitForRateLimit(endpoint);
    const response = await send(endpoint, body, callOptions);
    limits.record(endpoint, response.headers);
    const envelope = await readEnvelope(response);
    if (envelope.status === 'error') {
      throw new PartnerError(envelope.error ?? 'unknown', response.status, envelope.debug?.request_id);
    }
    return envelope;
  }

  async function call(endpoint: string, body: object, callOptions: CallOptions = {}): Promise<Envelope> {
    const tries = callOptions.retry === false ? 1 : maxRetries + 1;
    for (let attemptNumber = 1; ; attemptNumber += 1) {
      try {
        return await attempt(endpoint, body, callOptions);
      } catch (error) {
        const retryable =
          error instanceof PartnerError && (error.transient || error.code === 'endpoint_exceeded_limit');
        if (!retryable || attemptNumber >= tries) throw error;
        await sleep(BACKOFF_MS * 2 ** (attemptNumber - 1));
      }
    }
  }

  const data = async <T>(endpoint: string, body: object, callOptions?: CallOptions) =>
    (await call(endpoint, body, callOptions)).data as T;

  return {
    multicomplete: (body: { query: string; language: string }) =>
      data<MulticompleteResult>('search/multicomplete/', body),
    searchRegion: (body: SearchParams & { region_id: number; hotels_limit?: number }) =>
      data<SerpResult>('search/serp/region/', body),
    searchHotels: (body: SearchParams & { hids: number[] }) => data<SerpResult>('search/serp/hotels/', body),
    hotelPage: (body: SearchParams & { hid: number }) => data<HotelPageResult>('search/hp/', body),
    /** The share of the hotel-page quota left in the partner's current window (0 to 1). */
    hotelPageHeadroom: () => limits.headroom('search/hp/'),
    /** How many hotel pages the partner allows a window, once it has said so. */
    hotelPageQuota: () => limits.quota('search/hp/'),
    prebook: (body: { hash: string; price_increase_percent?: number }) =>
      data<PrebookResult>('hotel/prebook/', body, { timeoutMs: Math.max(timeoutMs, 60_000) }),
    /** Not retried: a repeat needs a new partner_order_id (PARTNER.md §3.6). */
    bookingForm: (body: { partner_order_id: string; book_hash: string; language: string; user_ip: string }) =>
      data<BookingForm>('hotel/order/booking/form/', body, { retry: false }),

    /** "Started", not booked; a timeout or `unknown` here is not a failure, so poll the status. */
    async finish(body: FinishRequest): Promise<'started' | 'uncertain'> {
      try {
        await call('hotel/order/booking/finish/', body, { retry: false });
        return 'started';
      } catch (error) {
        if (error instanceof PartnerError && error.transient) return 'uncertain';
        throw error;
      }
    },

    async finishStatus(body: { partner_order_id: string }): Promise<FinishStatus> {
      try {
        const envelope = await call('hotel/order/booking/finish/status/', body);
        if (envelope.status === '3ds')
          return { status: '3ds', data3ds: (envelope.data as { data_3ds?: unknown })?.data_3ds };
        return { status: envelope.status === 'ok' ? 'ok' : 'processing' };
      } catch (error) {
        if (error instanceof PartnerError && error.transient) return { status: 'processing' };
        if (error instanceof PartnerError) return { status: 'error', error: error.code };
        throw error;
      }
    },

    orderInfo: (body: OrderInfoRequest) => data<OrderInfoResult>('hotel/order/info/', body),
    /** A timed-out cancel is called once more (PARTNER.md §3.11); a repeat is answered the same. */
    cancel: (body: { partner_order_id: string }) => data<CancelResult>('hotel/order/cancel/', body),

    async voucher(body: { partner_order_id: string; language: string }): Promise<Buffer> {
      await waitForRateLimit('hotel/order/document/voucher/download/');
      const response = await send('hotel/order/document/voucher/download/', body, { method: 'GET' });
      if (response.headers.get('content-type')?.includes('application/pdf')) {
        return Buffer.from(await response.arrayBuffer());
      }
      const envelope = await readEnvelope(response);
      throw new PartnerError(envelope.error ?? 'unknown', response.status, envelope.debug?.request_id);
    },

    hotelInfo: (body: { hid: number; language: string }) => data<HotelContent | null>('hotel/info/', body),
    hotelDump: (body: { language: string; inventory?: string }) => data<DumpLink>('hotel/info/dump/', body),
    regionDump: (body: { language: string }) => data<DumpLink>('hotel/region/dump/', body),
    reviewsDump: (body: { language: string }) => data<DumpLink>('hotel/reviews/dump/', body),
    /** The day's changes: hotels changed or added whole, removed ones with `deleted: true`. */
    incrementalDump: (body: { language: string }) => data<DumpLink>('hotel/info/incremental_dump/', body),
    readDump: <T extends HotelContent | RegionContent>(url: string) => readDump<T>(url, fetchImpl),
    /** The dump's lines with their text: what is stored as the partner wrote it need not be serialized again. */
    readDumpLines: <T extends HotelContent>(url: string) => readDumpLines<T>(url, fetchImpl),
    /** The reviews dump's lines after the first `skip`, read in a worker thread (which fetches the dump itself). */
    readReviewsLines: (url: string, skip?: number) => readReviewsLines(url, skip),
  };
}

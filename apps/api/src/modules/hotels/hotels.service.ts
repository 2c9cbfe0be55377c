import {
  cheapestRates,
  messages,
  type Locale,
  type AutocompleteResult,
  type HotelMinimal,
  type SearchPayload,
  type SupplierHotels,
} from '@bidstay/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { EtgClient } from '../../partner/etg-client.ts';
import type { SerpResult } from '../../partner/etg-types.ts';
import { words } from '../../lib/folding.ts';
import { createLru, withImagesOn } from './catalogue.ts';
import { importCatalogue, type ImportResult } from './catalogue-import.ts';
import { createHotelTexts } from './hotel-texts.ts';
import { createSearchCache } from './search-cache.ts';
import type { HotelsRepository, ImportKind } from './hotels.repository.ts';
import type { CallLimit } from '../../lib/call-limit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Queue } from '../../jobs/queue.ts';
import { nextDailyAt } from '@bidstay/contract';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';

type Deps = {
  repository: HotelsRepository;
  clock: Clock;
  queue: Queue;
  partner: EtgClient;
  /** The partner's server when it is not this process (see `partnerOrigin` in config.ts). */
  partnerOrigin?: string | undefined;
  log: FastifyBaseLogger;
  /** The hotel pages each client's browsing asked of the partner in the last minute. */
  shares: CallLimit;
  /** The most of the partner's hotel-page window one client's browsing may use, in percent (decision 029). */
  sharePercent: number;
};

/** How long health reuses what it read of the catalogue's state: load balancers ask often. */
const STATUS_KEPT_MS = 2000;

export type CatalogueStatus = {
  /** Hotels in the database now. */
  hotels: number;
  /** A full import has finished. */
  complete: boolean;
  running?: { kind: ImportKind; hotels: number; since: string } | undefined;
};

export const CATALOGUE_DAILY_JOB = defineJob('catalogue-daily', z.object({}));
/** The hour (UTC) the partner's day of changes is applied, after ETG has built its incremental dump. */
const DAILY_AT_HOUR = 3;

const MAX_SUGGESTIONS = 10;
/** Regions listed: the menu's and the home page's largest cities, whatever the catalogue's size. */
const REGIONS_LISTED = 100;
/** Hotels and answers kept in front of the database: bounded, and forgotten after a minute so other processes' imports show. */
const KEPT_HOTELS = 20_000;
const KEPT_SUGGESTIONS = 5_000;
const KEPT_MS = 60_000;
const MAX_IMAGE_ORIGINS = 2;
const IMAGE_SAMPLE = 200;

/** The servers most of the hotels' first photos come from (absolute addresses only; paths are on this site). */
function imageOriginsOf(images: string[]): string[] {
  const counts = new Map<string, number>();
  for (const image of images) {
    const origin = image.match(/^https?:\/\/[^/]+/)?.[0];
    if (origin) counts.set(origin, (counts.get(origin) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_IMAGE_ORIGINS)
    .map(([origin]) => origin);
}

/** The share of the partner's hotel-page quota browsing leaves to booking calls, so browsing never starves a payer. */
const BOOKING_RESERVE = 0.2;

const DETAILED_ASPECTS = ['cleanness', 'location', 'price', 'services', 'room', 'meal', 'wifi', 'hygiene'];

function average(values: number[]) {
  return values.length ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10 : 0;
}

function detailedAverages(reviews: Record<string, unknown>[]) {
  const scores = reviews.map((review) => (review.detailed ?? {}) as Record<string, number>);
  return Object.fromEntries(
    DETAILED_ASPECTS.map((aspect) => [
      aspect,
      average(scores.map((score) => score[aspect]).filter((v) => typeof v === 'number')),
    ]),
  );
}

/** What a search shows of each hotel: its cheapest rates; the hotel page asks for all of them. */
function withCheapestRates(result: SerpResult): SerpResult {
  return { ...result, hotels: result.hotels.map((hotel) => ({ ...hotel, rates: cheapestRates(hotel.rates) })) };
}

/** How many hotels a partner's market figure compares with. */
const MARKET_HOTELS = 10;

export type HotelsService = ReturnType<typeof createHotelsService>;

type PageOptions = { fresh?: boolean; client?: string | undefined };

export function createHotelsService(deps: Deps) {
  const { repository, clock, queue, partner, partnerOrigin, log, shares, sharePercent } = deps;
  const cached = createSearchCache();
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const now = () => clock.now().getTime();
  const keptHotels = createLru<number, HotelMinimal | null>(KEPT_HOTELS, KEPT_MS, now);
  const keptSuggestions = createLru<string, AutocompleteResult>(KEPT_SUGGESTIONS, KEPT_MS, now);
  const textIn = createHotelTexts({ partner, log, now });
  let stopping = false;
  let imports = 0;
  let status: { value: CatalogueStatus; readAt: number } | undefined;
  let imageOrigins: { value: string[]; readAt: number } = { value: [], readAt: -Infinity };

  async function readStatus(): Promise<CatalogueStatus> {
    const { running, done } = await repository.importStatus();
    return {
      // The hotels of the last finished import, or those an import has written so far: counting them would read
      // the whole table at each batch.
      hotels: Math.max(await repository.catalogueSize(), running?.hotelCount ?? 0),
      complete: done !== undefined,
      running: running && { kind: running.kind, hotels: running.hotelCount, since: running.importedAt.toISOString() },
    };
  }

  async function readImageOrigins() {
    imageOrigins = { value: imageOriginsOf(await repository.sampleImages(IMAGE_SAMPLE)), readAt: now() };
  }

  /** Once a day however many processes ask: the day is the job's dedupe key. */
  function scheduleDaily() {
    const runAt = nextDailyAt(clock.now(), DAILY_AT_HOUR);
    return queue.enqueue(
      CATALOGUE_DAILY_JOB,
      {},
      { runAt, dedupeKey: `${CATALOGUE_DAILY_JOB.name}:${runAt.toISOString().slice(0, 10)}` },
    );
  }

  function forget() {
    status = undefined;
    keptHotels.clear();
    keptSuggestions.clear();
  }

  /** Known hotels in the order asked; unknown ids are left out. */
  async function minimalHotels(ids: number[]): Promise<HotelMinimal[]> {
    const missing = [...new Set(ids)].filter((id) => keptHotels.get(id) === undefined);
    if (missing.length) {
      const found = new Map((await repository.minimalByHids(missing)).map((hotel) => [hotel.hid, hotel]));
      for (const id of missing) keptHotels.set(id, found.get(id) ?? null);
    }
    return ids.map((id) => keptHotels.get(id)).filter((hotel): hotel is HotelMinimal => Boolean(hotel));
  }

  /** The known hotels among `ids` that a partner's search for `q` finds, in the order asked. */
  async function matchingHotels(ids: number[], q: string | undefined): Promise<HotelMinimal[]> {
    const known = await minimalHotels(ids);
    if (!q || !known.length) return known;
    const found = await repository.matchingHids(
      known.map((hotel) => hotel.hid),
      words(q),
    );
    return known.filter((hotel) => found.has(hotel.hid));
  }

  /** A hotel by its numeric hid or its string id. */
  async function hotel(key: string | number): Promise<HotelMinimal | undefined> {
    const hid = Number(key);
    if (Number.isInteger(hid)) return (await minimalHotels([hid]))[0];
    return repository.minimalById(String(key));
  }

  async function requireHotel(key: string | number): Promise<HotelMinimal> {
    const found = await hotel(key);
    if (!found) throw new AppError('not_found', messages.hotels.notFound);
    return found;
  }

  /** A client's share of the partner's hotel-page window; unbounded until the partner has said its quota. */
  function fairShare() {
    const quota = partner.hotelPageQuota();
    return quota === undefined ? Infinity : Math.max(1, Math.floor((quota * sharePercent) / 100));
  }

  /**
   * Browsing never takes booking's reserve of the partner's quota, and no client takes more than its share of the
   * window: many clients cannot spend it all either (decision 029).
   */
  async function browseHotelPage(body: SearchPayload & { hid: number }, client: string | undefined) {
    if (partner.hotelPageHeadroom() < BOOKING_RESERVE) throw new AppError('unavailable', messages.hotels.partnerBusy);
    if (client !== undefined && !(await shares.take(client, fairShare())))
      throw new AppError('rate_limited', messages.generic.tooManyRequests);
    return partner.hotelPage(body);
  }

  async function suggest(search: string): Promise<AutocompleteResult> {
    const wanted = words(search);
    if (!wanted.length) return { regions: [], hotels: [] };
    const regions = (await repository.suggestRegions(wanted, MAX_SUGGESTIONS)).map(
      ({ hotel_count: _count, ...region }) => region,
    );
    const hotels = await repository.suggestHotels(wanted, MAX_SUGGESTIONS - regions.length);
    return { regions, hotels };
  }

  return {
    /** The catalogue's hotels, read from the database through a bounded cache. */
    catalogue: () => ({ hotel }),

    /** Changes when this process imports, and every minute, so answers kept by it follow other processes' imports. */
    version: () => `${imports}:${Math.floor(now() / KEPT_MS)}`,

    /** The servers the hotels' photos come from, for the pages' headers; read again every minute. */
    imageOrigins(): string[] {
      if (now() - imageOrigins.readAt > KEPT_MS) {
        imageOrigins = { ...imageOrigins, readAt: now() };
        readImageOrigins().catch((error: unknown) => log.warn(error, "could not read the hotels' photo servers"));
      }
      return imageOrigins.value;
    },

    /**
     * Every start: finish an import a dead process left, or import the partner's catalogue when
     * none has finished yet. Another process's running import is left to it.
     */
    async ensureCatalogue() {
      const { running, done } = await repository.importStatus();
      if (running || !done) await this.importCatalogue();
      else await readImageOrigins();
      await scheduleDaily();
    },

    /** The daily job: the partner's changes of the day, then the next day's run. A running import makes it retry later. */
    async applyDailyChanges() {
      const result = await this.importCatalogue({ kind: 'incremental' });
      if (result.outcome !== 'done') throw new Error("another catalogue import is running: the day's changes wait");
      await scheduleDaily();
    },

    /** Imports the partner's full dumps, or with `incremental` the day's changes, resuming one left unfinished. */
    async importCatalogue({ kind = 'full' }: { kind?: ImportKind } = {}): Promise<ImportResult> {
      const started = Date.now();
      const result = await importCatalogue(partner, repository, {
        kind,
        owner,
        clock,
        partnerOrigin,
        stopped: () => stopping,
        onBatch: forget,
      });
      imports += 1;
      forget();
      await readImageOrigins();
      if (result.outcome === 'done') {
        log.info(
          { kind, hotels: result.hotelCount, regions: result.regionCount, ms: Date.now() - started },
          'catalogue imported from the partner dumps',
        );
      }
      return result;
    },

    /** A closing process stops its import at the end of a batch; another resumes it. */
    stopImport() {
      stopping = true;
    },

    async catalogueStatus(): Promise<CatalogueStatus> {
      if (!status || now() - status.readAt > STATUS_KEPT_MS) status = { value: await readStatus(), readAt: now() };
      return status.value;
    },

    /** Regions first (the largest first), then hotels; at most 10 in all. */
    async autocomplete(search: string): Promise<AutocompleteResult> {
      const key = words(search).join(' ');
      const known = keptSuggestions.get(key);
      if (known) return known;
      const found = await suggest(search);
      keptSuggestions.set(key, found);
      return found;
    },

    /** The largest regions with their numbers of hotels, the largest first: the partner has hundreds of thousands. */
    regions: () => repository.regionsBySize(REGIONS_LISTED),

    /** One region with its number of hotels, listed or not: a city page's. */
    async region(regionId: number) {
      const region = await repository.region(regionId);
      if (!region) throw new AppError('not_found', messages.hotels.regionNotFound);
      return region;
    },

    async regionOfHotel(hotelId: string) {
      const found = await requireHotel(hotelId);
      const region = await repository.region(found.region_id);
      if (!region) throw new AppError('not_found', messages.hotels.notFound);
      const { hotel_count: _count, ...rest } = region;
      return rest;
    },

    searchRegion: (body: SearchPayload & { region_id: number }) =>
      cached('region', body, async () => withCheapestRates(await partner.searchRegion(body))),
    searchHotels: (body: SearchPayload & { hids: number[] }) =>
      cached('hotels', body, async () => withCheapestRates(await partner.searchHotels(body))),

    /**
     * `fresh` skips the minute-old answers: what is about to be booked is asked of the partner now, and may use the
     * share of the partner's quota that browsing leaves for booking. `client` (an address, or `account:` and an id)
     * browses: a page it makes the server ask the partner for counts against its share; the server's own checks name
     * none.
     */
    async hotelPage(body: SearchPayload & { hid: number }, { fresh = false, client }: PageOptions = {}) {
      await requireHotel(body.hid);
      return fresh ? partner.hotelPage(body) : cached('page', body, () => browseHotelPage(body, client));
    },

    /** A hotel's content with its text in `language` where the partner has it (hotel-texts.ts), else in English. */
    async getHotel(id: string, language: Locale = 'en') {
      const found = await requireHotel(id);
      const [stored, region, text] = await Promise.all([
        repository.content(found.hid),
        repository.region(found.region_id),
        textIn(found.hid, language),
      ]);
      const { hotel_count: _count, ...regionFields } = region ?? { hotel_count: 0 };
      const content = stored && withImagesOn({ ...stored, ...text }, partnerOrigin);
      return { ...content, ...found, region: region ? regionFields : null, content_language: text ? language : 'en' };
    },

    async detailedReview(hotelId: string) {
      const found = await requireHotel(hotelId);
      const row = await repository.reviews(found.hid);
      const reviews = row?.reviews ?? [];
      return {
        hid: found.hid,
        rating: found.rating,
        review_count: found.review_count,
        detailed: detailedAverages(reviews),
        reviews,
      };
    },

    async hotelIdsOfRegion(regionId: number) {
      if (!(await repository.region(regionId))) throw new AppError('not_found', messages.hotels.regionNotFound);
      return repository.hotelIdsOfRegion(regionId);
    },

    minimalHotels,

    /**
     * The hotels among `ids` (or among all, `first` of them first) that match the search (all when there is none):
     * the first `limit`, and how many matched.
     */
    async findHotels(
      ids: number[] | 'all',
      { q, limit }: { q?: string | undefined; limit: number },
      first: number[] = [],
    ): Promise<SupplierHotels> {
      if (ids !== 'all') {
        const matching = await matchingHotels(ids, q);
        return { hotels: matching.slice(0, limit), total: matching.length };
      }
      const firstMatching = await matchingHotels(first, q);
      const rest = await repository.findHotels(q ? words(q) : [], Math.max(0, limit - firstMatching.length), first);
      return { hotels: [...firstMatching, ...rest.hotels].slice(0, limit), total: firstMatching.length + rest.total };
    },

    /** The back office's search: a hotel id, or words of a hotel's name or city. */
    async searchCatalogue({ q, limit }: { q: string; limit: number }): Promise<SupplierHotels> {
      if (/^\d+$/.test(q)) {
        const found = await minimalHotels([Number(q)]);
        return { hotels: found, total: found.length };
      }
      return repository.searchCatalogue(words(q), limit);
    },

    /** Whether the catalogue has the hotel, by its numeric hid or its string id. */
    hasHotel: async (key: string | number) => (await hotel(key)) !== undefined,
    /** Up to ten hotels of the same city and whole star rating as `hid`, the nearest first. */
    nearestAlike: (hid: number) => repository.nearestAlike(hid, MARKET_HOTELS),

    /** Whether the catalogue has the region whose id `id` spells, as a city page's path does. */
    async hasRegion(id: string) {
      const regionId = Number(id);
      return Number.isInteger(regionId) && (await repository.region(regionId)) !== undefined;
    },
    requireHotel,
  };
}

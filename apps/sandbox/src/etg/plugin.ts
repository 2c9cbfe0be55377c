import type { FastifyInstance } from 'fastify';
import { createLiveCatalogue } from './catalogue/edition.ts';
import { createCatalogue } from './catalogue/index.ts';
import { createDumps } from './dumps.ts';
import { createHashStore } from './hashes.ts';
import { registerImageRoute } from './images.ts';
import { createOrderStore } from './orders/store.ts';
import { createRateLimiter } from './rate-limit.ts';
import { registerEtgRoute } from './route.ts';
import { etgRoutes } from './routes.ts';
import type { EtgState } from './state.ts';
import type { Clock } from './time.ts';

export type EtgEmulatorOptions = {
  keyId: string;
  apiKey: string;
  /** Orders are kept in `<dataDir>/etg-orders.json` and survive restarts. */
  dataDir?: string;
  /** The base catalogue's size: `SANDBOX_HOTELS` or 10,000. */
  hotelCount?: number;
  /** Positions of the named cities, before the towns' (10,000): fewer for a test that needs its towns alone. */
  cityHotels?: number;
  /** Day 0 of the catalogue's daily changes: the start of the day the emulator started. */
  catalogueEpoch?: Date;
  seed?: number;
  clock?: Clock;
  /** How many finish-status polls answer `processing` before the result. */
  finishPolls?: number;
  /** Multiplies every per-endpoint rate limit, e.g. for load benchmarks of our own code. */
  limitScale?: number;
};

export const DEFAULT_SEED = 20_260_101;

const DEFAULT_HOTELS = 10_000;

function sandboxHotels(): number {
  const count = Number(process.env.SANDBOX_HOTELS);
  return Number.isInteger(count) && count > 0 ? count : DEFAULT_HOTELS;
}

const systemClock: Clock = { now: () => new Date() };

const failure = (error: string) => ({ data: null, debug: null, error, status: 'error' });

/** ETG B2B API v3 under `<prefix>/api/b2b/v3/`, plus the images and dump files it links to. */
export async function etgEmulator(app: FastifyInstance, options: EtgEmulatorOptions): Promise<void> {
  const clock = options.clock ?? systemClock;
  const now = clock.now();
  const catalogue = createLiveCatalogue(
    createCatalogue(options.seed ?? DEFAULT_SEED, options.hotelCount ?? sandboxHotels(), options.cityHotels),
    clock,
    options.catalogueEpoch ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
  );
  const state: EtgState = {
    catalogue,
    clock,
    hashes: createHashStore(clock),
    orders: createOrderStore(options.dataDir),
    finishPolls: options.finishPolls ?? 2,
    formAttempts: new Map(),
  };
  const dumps = createDumps(catalogue, clock);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  registerImageRoute(app);
  dumps.register(app);
  app.addHook('onClose', async () => dumps.close());
  const deps = {
    credentials: { keyId: options.keyId, apiKey: options.apiKey },
    limiter: createRateLimiter(clock),
    clock,
  };
  const scale = options.limitScale ?? 1;
  for (const route of etgRoutes(state, dumps, app.prefix)) {
    registerEtgRoute(app, { ...route, limit: { ...route.limit, requests: route.limit.requests * scale } }, deps);
  }
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(failure('endpoint_not_found')));
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.code(status).send(failure(status === 500 ? 'unknown' : 'invalid_params'));
  });
}

import { readFileSync } from 'node:fs';
import { measureInTurn, type Endpoint, type Figures } from './load.ts';
import { startApi, startPartner, using, type Api } from './servers.ts';
import { loadTargets, prepare } from './targets.ts';

export type Driver = 'pglite' | 'postgres';

/** The partner's size each driver is measured at (issue 35): PGlite holds a demo's data, PostgreSQL ETG's. */
export const SCALE_HOTELS: Record<Driver, number> = {
  pglite: Number(process.env.BENCH_SCALE_PGLITE_HOTELS ?? 100_000),
  postgres: Number(process.env.BENCH_SCALE_POSTGRES_HOTELS ?? 1_000_000),
};

/** The reads a catalogue's size could slow: suggestions, a city's hotels, one hotel, lists and ratings. */
const SCALED_ROUTES = [
  'autoComplete (stock)',
  'getListOfHotels (largest city)',
  'HotelInternal/getHotel',
  'getListOfHotelsMinimal (25)',
  'getHotelRatings (25)',
];

export type ScaleRow = { route: string; base: Figures; large: Figures };
/** Resident memory in MB: after a start with the catalogue imported, and the peak once loaded. */
export type Memory = { afterStartMb: number; peakMb: number };
export type Scale = {
  driver: Driver;
  hotels: number;
  rows: ScaleRow[];
  importMs: number;
  importPerSec: number;
  /** From a restart's spawn to ready, each API on its imported catalogue. */
  restartMs: { base: number; large: number };
  memory: { base: Memory; large: Memory };
};

/** A field of /proc/<pid>/status in MB (VmRSS: now; VmHWM: the peak). */
function statusMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((each) => each.startsWith(`${field}:`));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

async function scaledEndpoints(api: Api): Promise<(Endpoint & { name: string })[]> {
  const targets = loadTargets(await prepare(api)).filter((target) => SCALED_ROUTES.includes(target.name));
  return targets.map((target) => ({ ...target, url: `${api.url}${target.path}`, pid: api.pid }));
}

/**
 * Two APIs on one driver, one on the default partner catalogue and one on a catalogue of `SCALE_HOTELS[driver]`:
 * how fast the large one imported, how quickly it starts again once imported, its memory beside the default's, and
 * the catalogue's reads on both, loaded in turn.
 */
export function benchScale(partnerUrl: string, driver: Driver, databaseUrls: { base?: string; large?: string } = {}) {
  const hotels = SCALE_HOTELS[driver];
  return using(startPartner(hotels), (largePartner) =>
    using(startApi(partnerUrl, databaseUrls.base), (base) =>
      using(startApi(largePartner.url, databaseUrls.large), async (large): Promise<Scale> => {
        const restartMs = { base: await base.restart(), large: await large.restart() };
        const afterStart = { base: statusMb(base.pid, 'VmRSS'), large: statusMb(large.pid, 'VmRSS') };
        const baseEndpoints = await scaledEndpoints(base);
        const largeEndpoints = await scaledEndpoints(large);
        const rows: ScaleRow[] = [];
        for (const [index, endpoint] of baseEndpoints.entries()) {
          const [baseFigures, largeFigures] = await measureInTurn([endpoint, largeEndpoints[index]!]);
          rows.push({ route: endpoint.name, base: baseFigures!, large: largeFigures! });
        }
        const memoryOf = (api: Api, key: 'base' | 'large') => ({
          afterStartMb: afterStart[key],
          peakMb: statusMb(api.pid, 'VmHWM'),
        });
        return {
          driver,
          hotels,
          rows,
          importMs: large.catalogueMs,
          importPerSec: Math.round(hotels / (large.catalogueMs / 1000)),
          restartMs,
          memory: { base: memoryOf(base, 'base'), large: memoryOf(large, 'large') },
        };
      }),
    ),
  );
}

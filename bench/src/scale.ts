import { measureInTurn, type Figures } from './load.ts';
import { startApi, startPartner, using, type Api } from './servers.ts';
import { loadTargets, prepare } from './targets.ts';

export const SCALE_HOTELS = 100_000;

export type ScaleRow = { route: string; base: Figures; large: Figures };

async function searchEndpoints(api: Api) {
  const targets = loadTargets(await prepare(api)).filter((target) => target.search);
  return targets.map((target) => ({ ...target, url: `${api.url}${target.path}`, pid: api.pid }));
}

/**
 * The search routes of two APIs on PGlite, one on the default partner catalogue and one on a
 * 100,000-hotel catalogue, loaded in turn; and how long each first start took to import its catalogue.
 */
export function benchScale(partnerUrl: string) {
  return using(startPartner(SCALE_HOTELS), (largePartner) =>
    using(startApi(partnerUrl), (base) =>
      using(startApi(largePartner.url), async (large) => {
        const baseEndpoints = await searchEndpoints(base);
        const largeEndpoints = await searchEndpoints(large);
        const rows: ScaleRow[] = [];
        for (const [index, endpoint] of baseEndpoints.entries()) {
          const [baseFigures, largeFigures] = await measureInTurn([endpoint, largeEndpoints[index]!]);
          rows.push({ route: endpoint.name, base: baseFigures!, large: largeFigures! });
        }
        return { rows, importMs: { default: base.catalogueMs, [SCALE_HOTELS]: large.catalogueMs } };
      }),
    ),
  );
}

import { mapConfigSchema, type MapConfig } from '@bidstay/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SANDBOX_TILES, type Config } from '../../config.ts';

/** OpenStreetMap's data licence asks every map drawn from it to credit it (osm.org/copyright). */
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const SANDBOX_ATTRIBUTION = 'Sandbox tiles';

export function mapConfigOf(config: Config): MapConfig {
  return config.mapTilesUrl
    ? { tilesUrl: config.mapTilesUrl, attribution: OSM_ATTRIBUTION }
    : { tilesUrl: SANDBOX_TILES.url, attribution: SANDBOX_ATTRIBUTION };
}

/** What the pages' maps need to know of the server: where the tiles come from. */
export function mapsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const answer = mapConfigOf(config);
  app.withTypeProvider<ZodTypeProvider>().get('/api/map/config', {
    schema: {
      summary: "Read the map tiles' address and attribution",
      operationId: 'getMapConfig',
      tags: ['maps'],
      response: { 200: mapConfigSchema },
    },
    handler: async () => answer,
  });
}

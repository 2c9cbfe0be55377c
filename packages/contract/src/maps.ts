import { z } from 'zod';

/** Where the pages' maps take their tiles from (MAP_TILES_URL), and whom the tiles credit. */
export const mapConfigSchema = z
  .object({
    tilesUrl: z.string().describe('A tile address template with {z}, {x} and {y}; a path is on this site'),
    attribution: z.string(),
  })
  .meta({ id: 'MapConfig' });
export type MapConfig = z.infer<typeof mapConfigSchema>;

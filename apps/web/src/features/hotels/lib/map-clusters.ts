import type { LatLng } from '@bidstay/contract/plain';
import Supercluster from 'supercluster';

/** A place on the map, or a group of places too close to tell apart at this zoom. */
export type MapItem<P> =
  { kind: 'place'; place: P } | { kind: 'cluster'; id: number; count: number; position: LatLng; expansionZoom: number };

/** West, south, east, north, in degrees. */
export type Box = [number, number, number, number];

/** Labels closer than this on the screen overlap: a price label is some 70 px wide. */
const CLUSTER_RADIUS_PX = 70;
/** From this zoom on every hotel has its own label, however close: a street's hotels are told apart by then. */
const LAST_CLUSTER_ZOOM = 16;

/** Groups the places that would overlap at each zoom; `at` answers what the map shows of them in a box. */
export function clusterPlaces<P extends { position: LatLng }>(places: P[]) {
  const index = new Supercluster<{ index: number }>({ radius: CLUSTER_RADIUS_PX, maxZoom: LAST_CLUSTER_ZOOM });
  index.load(
    places.map((place, at) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [place.position.longitude, place.position.latitude] },
      properties: { index: at },
    })),
  );

  return {
    at(box: Box, zoom: number): MapItem<P>[] {
      return index.getClusters(box, Math.floor(zoom)).map((feature) => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const { properties } = feature;
        if ('cluster' in properties && properties.cluster) {
          const id = properties.cluster_id;
          const count = properties.point_count;
          return {
            kind: 'cluster',
            id,
            count,
            position: { latitude, longitude },
            expansionZoom: index.getClusterExpansionZoom(id),
          };
        }
        return { kind: 'place', place: places[(properties as { index: number }).index]! };
      });
    },
  };
}

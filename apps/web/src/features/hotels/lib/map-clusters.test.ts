import { describe, expect, it } from 'vitest';
import { clusterPlaces, type Box } from './map-clusters';

/** Hotels a few metres apart in one street, and one across the city. */
const street = [0, 1, 2].map((index) => ({
  hid: index + 1,
  position: { latitude: 59.3326 + index * 0.00005, longitude: 18.0649 },
}));
const afar = { hid: 9, position: { latitude: 59.36, longitude: 18.12 } };
const city: Box = [17.9, 59.25, 18.25, 59.42];

describe('the hotels on a map', () => {
  it('counts the hotels of a street as one cluster at a city zoom, and leaves a hotel afar on its own', () => {
    const items = clusterPlaces([...street, afar]).at(city, 12);
    expect(items).toHaveLength(2);
    expect(items).toContainEqual(expect.objectContaining({ kind: 'cluster', count: 3 }));
    expect(items).toContainEqual({ kind: 'place', place: afar });
  });

  it('zooms a cluster in to where it comes apart, and shows every hotel alone at a street zoom', () => {
    const places = clusterPlaces(street);
    const [cluster] = places.at(city, 12);
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    const expansion = cluster!.kind === 'cluster' ? cluster!.expansionZoom : 0;
    expect(expansion).toBeGreaterThan(12);
    expect(places.at(city, 17).map((item) => item.kind)).toEqual(['place', 'place', 'place']);
  });

  it('leaves out what lies outside the box', () => {
    const north: Box = [18.1, 59.35, 18.15, 59.38];
    expect(clusterPlaces([...street, afar]).at(north, 14)).toEqual([{ kind: 'place', place: afar }]);
  });
});

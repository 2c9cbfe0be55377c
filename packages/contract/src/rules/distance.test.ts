import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance.ts';

const stockholm = { latitude: 59.3293, longitude: 18.0686 };
const gothenburg = { latitude: 57.7089, longitude: 11.9746 };

describe('distance between two places', () => {
  it('is zero from a place to itself', () => {
    expect(distanceKm(stockholm, stockholm)).toBe(0);
  });

  it('is about 111.2 km for one degree of latitude', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.19, 1);
  });

  it('shrinks a degree of longitude towards the poles', () => {
    const atEquator = distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });
    const atSixty = distanceKm({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 });
    expect(atSixty).toBeCloseTo(atEquator / 2, 1);
  });

  it('measures the great circle, the same both ways', () => {
    expect(distanceKm(stockholm, gothenburg)).toBeCloseTo(396.9, 0);
    expect(distanceKm(gothenburg, stockholm)).toBe(distanceKm(stockholm, gothenburg));
  });

  it('takes the short way across the date line', () => {
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(111.19, 1);
  });
});

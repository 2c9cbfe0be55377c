import type { HotelMinimal } from '@bidstay/contract';
import { describe, expect, it } from 'vitest';
import { createCatalogue } from './catalogue.ts';

const hotel = (hid: number, name: string): HotelMinimal => ({
  id: `hotel_${hid}`,
  hid,
  name,
  address: '',
  star_rating: 3,
  rating: null,
  review_count: 0,
  region_id: 1,
  latitude: 0,
  longitude: 0,
  images: [],
});

const catalogue = createCatalogue(
  [{ id: 1, name: 'Växjö', type: 'City', country_code: 'SE', center: null }],
  [hotel(1, 'Grand Hôtel Aurora'), hotel(2, 'Aurora Sea View'), hotel(3, 'Hotel B'), hotel(4, 'Nordic Light')],
  'v1',
);

const names = (query: string) => catalogue.suggest(query).hotels.map((found) => found.name);

describe('suggestions', () => {
  it('matches every word by its beginning, in catalogue order, ignoring accents', () => {
    expect(names('aur')).toEqual(['Grand Hôtel Aurora', 'Aurora Sea View']);
    expect(names('hotel aur')).toEqual(['Grand Hôtel Aurora']);
    expect(catalogue.suggest('vaxj').regions.map((region) => region.name)).toEqual(['Växjö']);
  });

  it('still finds a hotel by a one-letter word', () => {
    expect(names('hotel b')).toEqual(['Hotel B']);
  });

  it('finds nothing for a word no name begins with', () => {
    expect(names('zz')).toEqual([]);
  });
});

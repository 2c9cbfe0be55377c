type City = { id: number; name: string; country_code: string; hotel_count: number };

const areas = [
  { name: 'Nordics', countries: ['SE', 'NO', 'DK', 'FI', 'IS'] },
  {
    name: 'Europe',
    countries: ['GB', 'FR', 'IT', 'DE', 'ES', 'NL', 'TR', 'CZ', 'AT', 'PT', 'HU', 'GR', 'IE', 'PL', 'BE', 'CH'],
  },
  { name: 'Americas', countries: ['US', 'CA', 'MX', 'BR', 'AR'] },
  { name: 'Asia and Pacific', countries: ['JP', 'TH', 'AE', 'SG', 'AU'] },
];

const CITIES_PER_AREA = 6;

export const INSPIRATION_MENU_ID = 'inspiration-menu';

/** The largest cities of each area for the Inspiration menu; cities arrive largest first. */
export function inspirationAreas(cities: City[]) {
  return areas
    .map((area) => ({
      name: area.name,
      cities: cities.filter((city) => area.countries.includes(city.country_code)).slice(0, CITIES_PER_AREA),
    }))
    .filter((area) => area.cities.length > 0);
}

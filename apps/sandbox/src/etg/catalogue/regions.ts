export type Region = {
  id: number;
  name: string;
  type: 'City';
  country_code: string;
  center: { latitude: number; longitude: number };
  /** Share of the catalogue's hotels: bigger cities get more. */
  weight: number;
  priceFactor: number;
};

type Row = [
  id: number,
  name: string,
  country: string,
  latitude: number,
  longitude: number,
  weight: number,
  price: number,
];

const ROWS: Row[] = [
  [2734, 'Stockholm', 'SE', 59.3293, 18.0686, 30, 1.15],
  [6053839, 'Växjö', 'SE', 56.8777, 14.8091, 6, 0.85],
  [2011, 'Gothenburg', 'SE', 57.7089, 11.9746, 14, 1.0],
  [2395, 'Malmö', 'SE', 55.605, 13.0038, 10, 0.95],
  [1910, 'Uppsala', 'SE', 59.8586, 17.6389, 6, 0.85],
  [1953, 'Copenhagen', 'DK', 55.6761, 12.5683, 26, 1.25],
  [1954, 'Aarhus', 'DK', 56.1629, 10.2039, 7, 0.95],
  [2563, 'Oslo', 'NO', 59.9139, 10.7522, 22, 1.3],
  [2564, 'Bergen', 'NO', 60.3913, 5.3221, 8, 1.1],
  [1981, 'Helsinki', 'FI', 60.1699, 24.9384, 18, 1.05],
  [2208, 'Reykjavik', 'IS', 64.1466, -21.9426, 6, 1.35],
  [2114, 'London', 'GB', 51.5072, -0.1276, 60, 1.45],
  [2115, 'Edinburgh', 'GB', 55.9533, -3.1883, 14, 1.15],
  [2116, 'Manchester', 'GB', 53.4808, -2.2426, 12, 0.95],
  [2117, 'Dublin', 'IE', 53.3498, -6.2603, 16, 1.2],
  [2988, 'Paris', 'FR', 48.8566, 2.3522, 56, 1.4],
  [2735, 'Nice', 'FR', 43.7102, 7.262, 12, 1.15],
  [2736, 'Lyon', 'FR', 45.764, 4.8357, 10, 0.95],
  [536, 'Berlin', 'DE', 52.52, 13.405, 40, 1.0],
  [537, 'Munich', 'DE', 48.1351, 11.582, 22, 1.15],
  [538, 'Hamburg', 'DE', 53.5511, 9.9937, 18, 1.0],
  [3023, 'Rome', 'IT', 41.9028, 12.4964, 44, 1.15],
  [3024, 'Milan', 'IT', 45.4642, 9.19, 24, 1.2],
  [3025, 'Venice', 'IT', 45.4408, 12.3155, 14, 1.45],
  [3026, 'Florence', 'IT', 43.7696, 11.2558, 14, 1.2],
  [1775, 'Barcelona', 'ES', 41.3874, 2.1686, 40, 1.1],
  [1776, 'Madrid', 'ES', 40.4168, -3.7038, 34, 1.0],
  [1777, 'Seville', 'ES', 37.3891, -5.9845, 12, 0.9],
  [1778, 'Lisbon', 'PT', 38.7223, -9.1393, 22, 0.95],
  [1779, 'Porto', 'PT', 41.1579, -8.6291, 12, 0.85],
  [2317, 'Amsterdam', 'NL', 52.3676, 4.9041, 32, 1.35],
  [2318, 'Brussels', 'BE', 50.8503, 4.3517, 14, 1.0],
  [2319, 'Vienna', 'AT', 48.2082, 16.3738, 24, 1.05],
  [2320, 'Zurich', 'CH', 47.3769, 8.5417, 12, 1.6],
  [2321, 'Prague', 'CZ', 50.0755, 14.4378, 26, 0.8],
  [2322, 'Budapest', 'HU', 47.4979, 19.0402, 20, 0.75],
  [2323, 'Warsaw', 'PL', 52.2297, 21.0122, 16, 0.75],
  [2324, 'Kraków', 'PL', 50.0647, 19.945, 12, 0.7],
  [2325, 'Athens', 'GR', 37.9838, 23.7275, 20, 0.9],
  [2326, 'Istanbul', 'TR', 41.0082, 28.9784, 30, 0.8],
  [2327, 'Dubai', 'AE', 25.2048, 55.2708, 30, 1.3],
  [2621, 'New York', 'US', 40.7128, -74.006, 60, 1.6],
  [2622, 'Los Angeles', 'US', 34.0522, -118.2437, 34, 1.35],
  [2623, 'San Francisco', 'US', 37.7749, -122.4194, 20, 1.5],
  [2624, 'Chicago', 'US', 41.8781, -87.6298, 22, 1.2],
  [2625, 'Miami', 'US', 25.7617, -80.1918, 20, 1.3],
  [2626, 'Toronto', 'CA', 43.6532, -79.3832, 18, 1.15],
  [2627, 'Tokyo', 'JP', 35.6762, 139.6503, 40, 1.1],
  [2628, 'Singapore', 'SG', 1.3521, 103.8198, 22, 1.25],
  [2629, 'Sydney', 'AU', -33.8688, 151.2093, 22, 1.2],
  [2630, 'Bangkok', 'TH', 13.7563, 100.5018, 26, 0.6],
];

export const REGIONS: readonly Region[] = ROWS.map(([id, name, country, latitude, longitude, weight, price]) => ({
  id,
  name,
  type: 'City',
  country_code: country,
  center: { latitude, longitude },
  weight,
  priceFactor: price,
}));

export function regionContent(region: Region) {
  return {
    id: region.id,
    name: region.name,
    type: region.type,
    country_code: region.country_code,
    center: region.center,
  };
}

export type CityLink = { id: string; name: string };

export const inspirationRegions: { region: string; cities: CityLink[] }[] = [
  {
    region: 'Scandinavia',
    cities: [
      { id: 'stockholm', name: 'Stockholm' },
      { id: 'vaxjo', name: 'Växjö' },
      { id: 'gothenburg', name: 'Gothenburg' },
      { id: 'copenhagen', name: 'Copenhagen' },
    ],
  },
  {
    region: 'Europe',
    cities: [
      { id: 'london', name: 'London' },
      { id: 'paris', name: 'Paris' },
      { id: 'barcelona', name: 'Barcelona' },
      { id: 'rome', name: 'Rome' },
    ],
  },
  {
    region: 'Americas',
    cities: [
      { id: 'new-york', name: 'New York' },
      { id: 'miami', name: 'Miami' },
      { id: 'toronto', name: 'Toronto' },
      { id: 'mexico-city', name: 'Mexico City' },
    ],
  },
];

export function cityName(id: string): string | undefined {
  return inspirationRegions.flatMap((region) => region.cities).find((city) => city.id === id)?.name;
}

import { AMENITY_GROUPS, HOTEL_LINES, LOCATION_LINES, ROOM_LINES } from './words.ts';

/**
 * The Swedish of the catalogue's English words, pool by pool in the same order: a hotel's Swedish
 * text is its English one read through these, so both come from the same seed's picks.
 */
export const SWEDISH_LINES: ReadonlyMap<string, string> = new Map([
  ...zip(LOCATION_LINES, [
    'Hotellet ligger mitt i {city}, en kort promenad från de största sevärdheterna.',
    'En lugn gata i {city} ger stilla nätter, medan kaféer och butiker ligger några minuter bort.',
    'Kollektivtrafiken stannar precis utanför, så hela {city} är lätt att nå.',
    'Vattnet och gamla stan i {city} ligger båda omkring tio minuters promenad bort.',
  ]),
  ...zip(HOTEL_LINES, [
    'Gästerna börjar dagen med en generös frukostbuffé och avslutar den i loungebaren.',
    'Personalen i den dygnet runt öppna receptionen hjälper till med biljetter, utflykter och taxi.',
    'Ett litet gym och en bastu är öppna för gästerna utan kostnad.',
    'Byggnaden blandar ursprungliga detaljer med en lugn, modern inredning.',
    'Cyklar kan lånas i receptionen för att utforska kvarteren.',
  ]),
  ...zip(ROOM_LINES, [
    'Rummen har sköna sängar, mörkläggningsgardiner och ett skrivbord.',
    'Varje rum har ett eget badrum med dusch, gratis hygienartiklar och hårtork.',
    'Gratis wifi, en platt-tv och en vattenkokare med te och kaffe finns i varje rum.',
    'Vissa rum har utsikt över stadens tak, andra över en grön innergård.',
  ]),
]);

export const SWEDISH_TITLES: ReadonlyMap<string, string> = new Map([
  ['Location', 'Läge'],
  ['At the hotel', 'På hotellet'],
  ['In the rooms', 'I rummen'],
]);

export const SWEDISH_AMENITY_GROUPS: ReadonlyMap<string, string> = new Map(
  zip(
    AMENITY_GROUPS.map((group) => group.group_name),
    ['Allmänt', 'Internet', 'Måltider', 'Reception', 'Parkering', 'Sport och motion', 'Husdjur', 'Tillgänglighet'],
  ),
);

export const SWEDISH_AMENITIES: ReadonlyMap<string, string> = new Map(
  zip(
    AMENITY_GROUPS.flatMap((group) => group.amenities),
    [
      'Hiss',
      'Luftkonditionering',
      'Uppvärmning',
      'Rökfria rum',
      'Bagageförvaring',
      'Värdefack',
      'Strykjärn',
      'Gratis internet',
      'Gratis wifi',
      'Wifi i allmänna utrymmen',
      'Restaurang',
      'Bar',
      'Frukost ingår',
      'Rumsservice',
      'Snackbar',
      'Reception dygnet runt',
      'Concierge',
      'Snabb incheckning',
      'Hjälp med utflykter',
      'Parkering i närheten',
      'Privat parkering',
      'Laddning för elbil',
      'Gym',
      'Bastu',
      'Pool',
      'Cykeluthyrning',
      'Husdjur tillåtna',
      'Matskålar för husdjur',
      'Rullstolsanpassat',
      'Tillgänglighetsanpassat',
      'Ramper',
    ],
  ),
);

export const SWEDISH_ROOMS: ReadonlyMap<string, string> = new Map([
  ['Economy Single Room', 'Enkelrum Economy'],
  ['Standard Double Room', 'Dubbelrum Standard'],
  ['Standard Twin Room', 'Tvåbäddsrum Standard'],
  ['Superior Double Room', 'Dubbelrum Superior'],
  ['Deluxe Double Room with City View', 'Dubbelrum Deluxe med stadsutsikt'],
  ['Deluxe Double Room', 'Dubbelrum Deluxe'],
  ['Family Room', 'Familjerum'],
  ['Junior Suite', 'Juniorsvit'],
  ['Suite with Balcony', 'Svit med balkong'],
  ['Suite', 'Svit'],
  ['single bed', 'enkelsäng'],
  ['double bed', 'dubbelsäng'],
  ['twin beds', 'två enkelsängar'],
  ['double bed and bunk beds', 'dubbelsäng och våningssäng'],
  ['king-size bed', 'king size-säng'],
  ['city view', 'stadsutsikt'],
]);

export const SWEDISH_EXTRA_INFO =
  'Giltig fotolegitimation och kreditkort krävs vid incheckning. Tyst tid gäller 22.00–07.00.';

function zip(english: readonly string[], swedish: readonly string[]): [string, string][] {
  if (english.length !== swedish.length) throw new Error('a Swedish pool differs in length from its English one');
  return english.map((text, index) => [text, swedish[index] as string]);
}

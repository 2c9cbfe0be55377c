export const NAME_ADJECTIVES = [
  'Grand',
  'Royal',
  'Nordic',
  'Golden',
  'Silver',
  'Old Town',
  'Harbour',
  'Park',
  'Garden',
  'Riverside',
  'Central',
  'Crown',
  'Little',
  'Blue',
  'Green',
  'Sunny',
  'Quiet',
  'Urban',
  'Classic',
  'Modern',
  'Imperial',
  'Majestic',
  'Cosy',
  'Bright',
  'Lakeside',
  'Hillside',
  'Seaside',
  'Station',
  'Market',
  'Cathedral',
];

export const NAME_NOUNS = [
  'Lodge',
  'House',
  'Inn',
  'Palace',
  'Residence',
  'Court',
  'Tower',
  'Lantern',
  'Anchor',
  'Compass',
  'Linden',
  'Oak',
  'Birch',
  'Maple',
  'Swan',
  'Falcon',
  'Heron',
  'Fox',
  'Star',
  'Harbour',
  'Bridge',
  'Square',
  'Gate',
  'Quarter',
  'Corner',
  'Terrace',
  'Mill',
  'Library',
  'Atelier',
  'Gallery',
];

export const NAME_PATTERNS = [
  'Hotel {a} {n}',
  '{a} {n} Hotel',
  '{a} {n}',
  'The {a} {n}',
  '{n} by the {a}',
  '{a} {n} {city}',
];

export const KINDS = [
  'Hotel',
  'Hotel',
  'Hotel',
  'Boutique_and_Design',
  'Apartment',
  'Guesthouse',
  'BNB',
  'Hostel',
  'Resort',
  'Mini-hotel',
];

export const STREETS = [
  'Main Street',
  'King Street',
  'Queen Street',
  'Harbour Road',
  'Park Avenue',
  'Station Road',
  'Church Street',
  'Market Square',
  'Mill Lane',
  'River Walk',
  'Garden Row',
  'High Street',
  'Castle Hill',
  'Bridge Street',
];

export const AMENITY_GROUPS: readonly { group_name: string; amenities: readonly string[] }[] = [
  {
    group_name: 'General',
    amenities: [
      'Elevator/lift',
      'Air conditioning',
      'Heating',
      'Non-smoking rooms',
      'Luggage storage',
      'Safe-deposit box',
      'Ironing',
    ],
  },
  { group_name: 'Internet', amenities: ['Free Internet', 'Free Wi-Fi', 'Wi-Fi in public areas'] },
  { group_name: 'Meals', amenities: ['Restaurant', 'Bar', 'Breakfast', 'Room service', 'Snack bar'] },
  {
    group_name: 'Reception services',
    amenities: ['24-hour reception', 'Concierge services', 'Express check-in', 'Tour assistance'],
  },
  { group_name: 'Parking', amenities: ['Parking nearby', 'Private parking', 'Electric car charging'] },
  { group_name: 'Sports', amenities: ['Fitness facilities', 'Sauna', 'Swimming pool', 'Bicycle rental'] },
  { group_name: 'Pets', amenities: ['Pets allowed', 'Pet bowls'] },
  { group_name: 'Accessibility', amenities: ['Wheelchair accessible', 'Accessibility features', 'Ramps'] },
];

export const ROOM_AMENITIES = [
  'air-conditioning',
  'tv',
  'wi-fi',
  'private-bathroom',
  'hairdryer',
  'minibar',
  'safe',
  'coffee-tea',
  'desk',
  'bathrobe',
  'slippers',
  'kettle',
  'shower',
  'bath',
];

export const LOCATION_LINES = [
  'The hotel sits in the heart of {city}, a short walk from the main sights.',
  'A quiet street in {city} keeps the nights calm, while cafés and shops are minutes away.',
  'Public transport stops right outside, so the whole of {city} is within easy reach.',
  'The waterfront and the old town of {city} are both about ten minutes on foot.',
];

export const HOTEL_LINES = [
  'Guests start the day with a generous breakfast buffet and end it in the lounge bar.',
  'The staff at the 24-hour front desk help with tickets, tours and taxis.',
  'A small fitness room and a sauna are open to guests free of charge.',
  'The building mixes original details with a calm, modern interior.',
  'Bicycles can be borrowed at the reception to explore the neighbourhood.',
];

export const ROOM_LINES = [
  'Rooms have comfortable beds, blackout curtains and a work desk.',
  'Every room has a private bathroom with a shower, free toiletries and a hairdryer.',
  'Free Wi-Fi, a flat-screen TV and a kettle with tea and coffee are in every room.',
  'Some rooms look out over the city roofs, others over a green courtyard.',
];

export const FIRST_NAMES = [
  'Anna',
  'Erik',
  'Maria',
  'Johan',
  'Emma',
  'Lucas',
  'Sofia',
  'Noah',
  'Olivia',
  'Liam',
  'Elena',
  'Marco',
  'Hanna',
  'Oskar',
  'Chloe',
  'David',
  'Yuki',
  'Priya',
];

export const REVIEW_PLUS = [
  'Great location, close to everything.',
  'Very friendly and helpful staff.',
  'Spotless room and a comfortable bed.',
  'Excellent breakfast with lots of choice.',
  'Quiet at night, we slept very well.',
  'Good value for the price.',
  'Lovely view from our room.',
  'Fast check-in and a warm welcome.',
];

export const REVIEW_MINUS = [
  'The room was a little small.',
  'Breakfast could have more variety.',
  'Street noise in the early morning.',
  'The Wi-Fi was slow in the evening.',
  'The shower pressure was weak.',
  'Nothing, we would come back.',
  '',
];

export const TRAVELLER_TYPES = ['couple', 'family', 'business', 'solo', 'friends'];

/** A town's name is a start and an end in its country's manner; a country not named here takes English ones. */
type TownParts = { starts: readonly string[]; ends: readonly string[] };

const NORDIC: TownParts = {
  starts: ['Ek', 'Björk', 'Sand', 'Ström', 'Lind', 'Berg', 'Hög', 'Ås', 'Norr', 'Sköv', 'Fal', 'Vik'],
  ends: ['holm', 'by', 'vik', 'köping', 'sund', 'näs', 'torp', 'stad', 'rup', 'dal'],
};
const ENGLISH: TownParts = {
  starts: ['Ash', 'Brook', 'Kings', 'Mill', 'Oak', 'West', 'East', 'North', 'Stan', 'Har', 'Wood', 'Bright'],
  ends: ['ford', 'ton', 'field', 'bury', 'wick', 'ham', 'ley', 'port', 'mouth', 'bridge', 'dale', 'ville'],
};
const GERMAN: TownParts = {
  starts: ['Alt', 'Neu', 'Lin', 'Rosen', 'Stein', 'Wald', 'Eichen', 'Königs', 'Hoch', 'Buch', 'Mühl', 'Sonnen'],
  ends: ['dorf', 'burg', 'hausen', 'heim', 'feld', 'bach', 'stadt', 'au', 'berg', 'brück'],
};
const FRENCH: TownParts = {
  starts: ['Beau', 'Mont', 'Ville', 'Roche', 'Château', 'Fonte', 'Belle', 'Clair', 'Pont', 'Saint-Mar'],
  ends: ['ville', 'mont', 'fort', 'court', 'lieu', 'val', 'bourg', 'nac', 'mer'],
};
const DUTCH: TownParts = {
  starts: ['Zand', 'Hoog', 'Oost', 'West', 'Noord', 'Berg', 'Dijk', 'Roo', 'Zuid', 'Veen'],
  ends: ['dam', 'dijk', 'veen', 'hoven', 'wijk', 'horst', 'loo', 'broek', 'sloot'],
};
const ITALIAN: TownParts = {
  starts: ['Monte', 'Castel', 'Villa', 'Borgo', 'Porto', 'Rocca', 'Val', 'Pietra', 'Fonte', 'Colle'],
  ends: ['franco', 'nuovo', 'vecchio', 'rosso', 'lago', 'fiore', 'mare', 'bello', 'alto'],
};
const IBERIAN: TownParts = {
  starts: ['Villa', 'Torre', 'Vila', 'Monte', 'Alca', 'Ponte', 'Santa', 'Rio', 'Val', 'Castro'],
  ends: ['nueva', 'verde', 'real', 'mar', 'lobos', 'blanca', 'alta', 'seca', 'rosa', 'fría'],
};
const SLAVIC: TownParts = {
  starts: ['Nowa', 'Stara', 'Bielo', 'Kras', 'Zlot', 'Dobr', 'Vel', 'Gor', 'Mir', 'Sob', 'Kis', 'Szent'],
  ends: ['ice', 'ov', 'owo', 'any', 'ín', 'ava', 'ka', 'ec', 'vár', 'háza'],
};
const JAPANESE: TownParts = {
  starts: ['Kawa', 'Yama', 'Naka', 'Taka', 'Shima', 'Oka', 'Fuji', 'Matsu', 'Hira', 'Mori'],
  ends: ['mura', 'shima', 'saki', 'hara', 'moto', 'yama', 'kawa', 'ta', 'zawa'],
};
const GREEK: TownParts = {
  starts: ['Ano', 'Kato', 'Neo', 'Paleo', 'Kali', 'Mega', 'Lefko', 'Agio', 'Kala'],
  ends: ['polis', 'chori', 'kastro', 'limni', 'thea', 'vrysi', 'nisi'],
};

const TOWN_PARTS: Readonly<Record<string, TownParts>> = {
  SE: NORDIC,
  DK: NORDIC,
  NO: NORDIC,
  FI: NORDIC,
  IS: NORDIC,
  DE: GERMAN,
  AT: GERMAN,
  CH: GERMAN,
  FR: FRENCH,
  BE: FRENCH,
  NL: DUTCH,
  IT: ITALIAN,
  ES: IBERIAN,
  PT: IBERIAN,
  CZ: SLAVIC,
  PL: SLAVIC,
  HU: SLAVIC,
  JP: JAPANESE,
  GR: GREEK,
};

export const townPartsOf = (country: string): TownParts => TOWN_PARTS[country] ?? ENGLISH;

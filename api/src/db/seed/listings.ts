import type { Furnishing, PropertyStatus } from 'contracts/api';
import type { COMMERCIAL_TYPES, RESIDENTIAL_TYPES } from 'contracts/listing-query';
import type { ListingKind, NewListing } from '../schema';
import { PROJECT_HOMES, type SeedCity, type SeedLocation, type SeedProject } from './places';
import { createRng, rowSeed, type Rng } from './prng';
import { sampleRera } from './rera';

/**
 * One generated listing per index. Row i depends only on (SEED, i), so the first rows of a
 * 50,000-row benchmark database are the rows of the default database.
 */
export const SEED = 20250415;
/** Listings of the default seed: 180 residential + 60 commercial. */
export const DEFAULT_LISTING_COUNT = 240;
/** "Now" for the seed: dates are fixed so the data is the same on every run. */
export const SEED_NOW = Date.UTC(2025, 9, 31, 18, 30, 0);

/** Image pool: sets 1–14 are homes, 15–20 commercial buildings, 4 views each (see images feature). */
export const RESIDENTIAL_IMAGE_SETS = 14;
export const COMMERCIAL_IMAGE_SETS = 6;
export const IMAGE_VIEWS = 4;

type ResidentialType = (typeof RESIDENTIAL_TYPES)[number];
type CommercialType = (typeof COMMERCIAL_TYPES)[number];

const HOME_FEATURES = [
  'Swimming Pool',
  'Gymnasium',
  'Club House',
  '24x7 Power Backup',
  '24x7 Security',
  'CCTV Surveillance',
  'Covered Car Parking',
  "Children's Play Area",
  'Jogging Track',
  'Landscaped Gardens',
  'Rain Water Harvesting',
  'Intercom',
  'High-speed Lifts',
  'Piped Gas',
  'Indoor Games Room',
  'Yoga Deck',
  'Tennis Court',
  'Badminton Court',
  'Senior Citizen Sit-out',
  'Visitor Parking',
  'Fire Fighting System',
  'Vaastu Compliant',
  'Modular Kitchen',
  'Wooden Flooring in Master Bedroom',
  'Metro Connectivity',
  'Sewage Treatment Plant',
] as const;

const COMMERCIAL_FEATURES = [
  'High-speed Lifts',
  'Central Air Conditioning',
  '100% Power Backup',
  'Food Court',
  'Ample Parking',
  'Fire Safety System',
  'CCTV Surveillance',
  'Escalators',
  'Double-height Frontage',
  'Loading Bay',
  'Metro Connectivity',
  'Fibre Internet Ready',
  'Conference Facility',
  'Cafeteria',
  'Visitor Parking',
  'Goods Lift',
  'ATM in Complex',
  'Signage Space',
  'Facility Management',
  'Rain Water Harvesting',
] as const;

const STATUS_WEIGHTS: readonly (readonly [PropertyStatus, number])[] = [
  ['New Launch', 35],
  ['Resale', 40],
  ['Upcomming', 25],
];
const FURNISHING_WEIGHTS: readonly (readonly [Furnishing, number])[] = [
  ['None', 40],
  ['Semi', 40],
  ['Full', 20],
];
const RESIDENTIAL_TYPE_WEIGHTS: readonly (readonly [ResidentialType, number])[] = [
  ['Apartment', 50],
  ['Condo', 14],
  ['House', 12],
  ['Villa', 12],
  ['Townhouse', 12],
];
const COMMERCIAL_TYPE_WEIGHTS: readonly (readonly [CommercialType, number])[] = [
  ['Office', 30],
  ['Shop', 25],
  ['Showroom', 12],
  ['Restaurant', 10],
  ['Warehouse', 8],
  ['Other', 15],
];

/** Super area in sq ft by bedroom count. */
const AREA_BY_ROOMS: Readonly<Record<number, readonly [number, number]>> = {
  1: [520, 720],
  2: [900, 1250],
  3: [1300, 1950],
  4: [2100, 3400],
  5: [3200, 5200],
};

const COMMERCIAL_SHAPE: Readonly<
  Record<CommercialType, { area: readonly [number, number]; rate: number; label: string }>
> = {
  Shop: { area: [180, 650], rate: 1.6, label: 'Retail Shop' },
  Restaurant: { area: [900, 3200], rate: 1.3, label: 'Restaurant Space' },
  Office: { area: [450, 4500], rate: 1.0, label: 'Office Space' },
  Showroom: { area: [1200, 5500], rate: 1.4, label: 'Showroom' },
  Warehouse: { area: [6000, 25000], rate: 0.3, label: 'Warehouse' },
  Other: { area: [250, 1500], rate: 1.1, label: 'Commercial Space' },
};

const STATUS_RATE: Readonly<Record<PropertyStatus, number>> = { 'New Launch': 1.05, Resale: 0.97, Upcomming: 0.92 };

export function kindOf(index: number): ListingKind {
  return index % 4 === 3 ? 'commercial' : 'residential';
}

/** Position of row `index` among the rows of its own kind. */
function indexWithinKind(index: number): number {
  const block = Math.floor(index / 4);
  const offset = index % 4;
  return offset === 3 ? block : block * 3 + offset;
}

/** Commercial rows walk the project homes with a stride coprime to their count: all are reached. */
function commercialStride(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (const s of [7, 11, 13, 17, 19, 23]) if (gcd(s, n) === 1) return s;
  return 1;
}
const STRIDE = commercialStride(PROJECT_HOMES.length);

export interface ListingRefs {
  cityId(slug: string): number;
  locationId(citySlug: string, locationSlug: string): number;
}

export function generateListing(index: number, refs: ListingRefs): NewListing & { id: number } {
  const rng = createRng(rowSeed(SEED, index));
  const kind = kindOf(index);
  const k = indexWithinKind(index);
  const homeIndex = kind === 'residential' ? k % PROJECT_HOMES.length : (k * STRIDE + 5) % PROJECT_HOMES.length;
  const home = PROJECT_HOMES[homeIndex];
  if (!home) throw new Error('project home out of range');
  const body = kind === 'residential' ? residential(rng, home) : commercial(rng, home);
  const created = SEED_NOW - rng.int(0, 720) * 86_400_000 - rng.int(0, 86_399) * 1000;
  const updated = Math.min(SEED_NOW, created + rng.int(0, 45) * 86_400_000);
  const set =
    kind === 'residential'
      ? rng.int(1, RESIDENTIAL_IMAGE_SETS)
      : RESIDENTIAL_IMAGE_SETS + rng.int(1, COMMERCIAL_IMAGE_SETS);
  const first = rng.int(1, IMAGE_VIEWS);
  const count = rng.chance(0.5) ? 3 : 4;
  const images = Array.from({ length: count }, (_, j) => `p-${set}-${((first - 1 + j) % IMAGE_VIEWS) + 1}.svg`);
  const search = `${home.project.name} | ${home.project.builder}`.toLowerCase().replace(/-/g, ' ');
  return {
    id: index + 1,
    kind,
    city_id: refs.cityId(home.city.slug),
    location_id: refs.locationId(home.city.slug, home.location.slug),
    // The locality's centre: the seed knows no closer point (and uses no random draw, so every
    // other field stays as it was).
    latitude: home.location.at[0],
    longitude: home.location.at[1],
    property_name: home.project.name,
    builder_name: home.project.builder,
    slug: urlSlug(body.title),
    images: JSON.stringify(images),
    search_text: search,
    created_at: new Date(created).toISOString(),
    updated_at: new Date(updated).toISOString(),
    ...body,
    // From the project and its status only: no random draw, so every other field stays as it was.
    ...sampleReraFields(home.city.slug, body.property_status, home.project.name),
  };
}

type Home = { project: SeedProject; city: SeedCity; location: SeedLocation };
type Body = Omit<
  NewListing,
  | 'id'
  | 'kind'
  | 'city_id'
  | 'location_id'
  | 'property_name'
  | 'builder_name'
  | 'slug'
  | 'images'
  | 'search_text'
  | 'created_at'
  | 'updated_at'
  | 'latitude'
  | 'longitude'
  | 'rera_number'
  | 'rera_sample'
>;

function sampleReraFields(citySlug: string, status: PropertyStatus, projectName: string) {
  const number = sampleRera(citySlug, status, projectName);
  return number === null ? { rera_number: null, rera_sample: 0 } : { rera_number: number, rera_sample: 1 };
}

function residential(rng: Rng, { project, city, location }: Home): Body {
  const type = rng.weighted(RESIDENTIAL_TYPE_WEIGHTS);
  const room =
    type === 'Villa'
      ? rng.int(3, 5)
      : type === 'House' || type === 'Townhouse'
        ? rng.int(2, 5)
        : rng.weighted([
            [1, 12],
            [2, 30],
            [3, 33],
            [4, 17],
            [5, 8],
          ] as const);
  const [minArea, maxArea] = AREA_BY_ROOMS[room] ?? [900, 1250];
  const areaFactor = type === 'Villa' ? 1.45 : type === 'House' ? 1.2 : type === 'Townhouse' ? 1.1 : 1;
  const area = roundTo(rng.int(minArea, maxArea) * areaFactor, 5);
  const status = rng.weighted(STATUS_WEIGHTS);
  const rate = rng.int(location.rate[0], location.rate[1]) * STATUS_RATE[status] * (type === 'Villa' ? 1.15 : 1);
  const price = Math.max(12, Math.round((area * rate) / 100_000));
  const bathroom = clamp(room + rng.pick([-1, 0, 0, 1]), 1, 5);
  const furnishing = rng.weighted(FURNISHING_WEIGHTS);
  const highRise = type === 'Apartment' || type === 'Condo';
  const floor = highRise ? rng.int(1, 32) : 0;
  const tower = String.fromCharCode(65 + rng.int(0, 11));
  const features = rng.sample(HOME_FEATURES, rng.int(7, 12));
  const title = `${room} BHK ${type} in ${project.name}, ${location.name}`;
  const address = highRise
    ? `Tower ${tower}, ${project.name}, ${location.name}, ${city.city}, ${city.state} ${city.pin}`
    : `${type} ${rng.int(1, 180)}, ${project.name}, ${location.name}, ${city.city}, ${city.state} ${city.pin}`;
  return {
    title,
    description: residentialDescription(
      rng,
      { project, city, location },
      { type, room, bathroom, area, floor, status, furnishing, features },
    ),
    address,
    price,
    area,
    room,
    bathroom,
    washroom: bathroom,
    lift: highRise ? rng.int(2, 6) : 0,
    units: 1,
    furnishing,
    property_status: status,
    property_type: type,
    // Land allotted by the Noida and Greater Noida authorities is leasehold (90 years).
    ownership: city.slug === 'noida' ? 'Leasehold' : 'Freehold',
    features: JSON.stringify(features),
  };
}

function commercial(rng: Rng, { project, city, location }: Home): Body {
  const type = rng.weighted(COMMERCIAL_TYPE_WEIGHTS);
  const shape = COMMERCIAL_SHAPE[type];
  const area = roundTo(rng.int(shape.area[0], shape.area[1]), 5);
  const status = rng.weighted(STATUS_WEIGHTS);
  const rate = rng.int(location.rate[0], location.rate[1]) * shape.rate * STATUS_RATE[status];
  const price = Math.max(12, Math.round((area * rate) / 100_000));
  const washroom = clamp(Math.round(area / 900) + rng.int(0, 1), 1, 5);
  const furnishing = rng.weighted(FURNISHING_WEIGHTS);
  const lift = type === 'Warehouse' ? rng.int(0, 1) : rng.int(2, 8);
  const units = rng.int(1, 24);
  const features = rng.sample(COMMERCIAL_FEATURES, rng.int(6, 10));
  const title = `${shape.label} in ${project.name}, ${location.name}`;
  const floorLabel =
    type === 'Shop' || type === 'Showroom' || type === 'Restaurant'
      ? rng.pick(['Ground', 'Upper Ground', 'First'])
      : `${ordinal(rng.int(2, 18))}`;
  return {
    title,
    description: commercialDescription(
      rng,
      { project, city, location },
      { type, label: shape.label, area, washroom, lift, units, status, furnishing, features, floorLabel },
    ),
    address: `Unit ${rng.int(1, 9)}${String(rng.int(1, 40)).padStart(2, '0')}, ${project.name}, ${location.name}, ${city.city}, ${city.state} ${city.pin}`,
    price,
    area,
    room: 0,
    bathroom: washroom,
    washroom,
    lift,
    units,
    furnishing,
    property_status: status,
    property_type: type,
    ownership: 'Leasehold',
    features: JSON.stringify(features),
  };
}

const FURNISHING_TEXT: Readonly<Record<Furnishing, string>> = {
  Full: 'Fully furnished with wardrobes, modular kitchen, ACs, lights and fans',
  Semi: 'Semi-furnished: wardrobes, modular kitchen and light fittings in place',
  None: 'Unfurnished, so you can do the interiors your way',
};

const STATUS_TEXT: Readonly<Record<PropertyStatus, string>> = {
  'New Launch': 'New launch with an attractive launch price and a construction-linked payment plan',
  Resale: 'Resale unit: ready to move in, with clear title and society transfer paperwork in order',
  Upcomming: 'Upcoming project: RERA registration applied for, expression-of-interest bookings open',
};

function residentialDescription(
  rng: Rng,
  { project, city, location }: Home,
  d: {
    type: string;
    room: number;
    bathroom: number;
    area: number;
    floor: number;
    status: PropertyStatus;
    furnishing: Furnishing;
    features: string[];
  },
): string {
  const opening = rng.pick([
    `A well-planned ${d.room} BHK ${d.type.toLowerCase()} of ${d.area} sq ft in ${project.name} by ${project.builder}, one of the most asked-about addresses in ${location.name}, ${city.city}.`,
    `Bright and airy ${d.room} BHK ${d.type.toLowerCase()} in ${project.name}, ${location.name}: ${d.area} sq ft of super area with ${d.bathroom} bathroom${d.bathroom > 1 ? 's' : ''} and cross ventilation.`,
    `Looking for a home in ${location.name}? This ${d.room} BHK ${d.type.toLowerCase()} in ${project.name} (${project.builder}) offers ${d.area} sq ft, good light and a quiet, gated community.`,
  ]);
  const floor =
    d.floor > 0
      ? `${ordinal(d.floor)} floor, ${rng.pick(['park', 'pool', 'garden', 'city'])}-facing`
      : `${rng.pick(['Corner', 'Park-facing', 'East-facing', 'North-east facing'])} plot with private lawn`;
  return [
    `<p>${escapeHtml(opening)}</p>`,
    '<h3>Highlights</h3>',
    '<ul>',
    `<li>${d.area} sq ft, ${d.room} bedroom${d.room > 1 ? 's' : ''} and ${d.bathroom} bathroom${d.bathroom > 1 ? 's' : ''}</li>`,
    `<li>${escapeHtml(FURNISHING_TEXT[d.furnishing])}</li>`,
    `<li>${escapeHtml(floor)}</li>`,
    `<li>${escapeHtml(STATUS_TEXT[d.status])}</li>`,
    '</ul>',
    `<p>Residents enjoy ${escapeHtml(d.features.slice(0, 4).join(', ').toLowerCase())} and more. ${escapeHtml(connectivity(rng, location, city))}</p>`,
    `<p>Call us to arrange a site visit; our advisors will share the floor plan, the payment plan and a home-loan estimate the same day.</p>`,
  ].join('');
}

function commercialDescription(
  rng: Rng,
  { project, city, location }: Home,
  d: {
    type: string;
    label: string;
    area: number;
    washroom: number;
    lift: number;
    units: number;
    status: PropertyStatus;
    furnishing: Furnishing;
    features: string[];
    floorLabel: string;
  },
): string {
  const use: Readonly<Record<string, string>> = {
    Shop: 'a pharmacy, a bakery, a salon or a mobile store',
    Restaurant: 'a family restaurant, a cafe or a cloud kitchen',
    Office: 'an IT team, a start-up, a CA firm or a back office',
    Showroom: 'an automobile, furniture or electronics showroom',
    Warehouse: 'e-commerce fulfilment, cold-chain or distribution',
    Other: 'a clinic, a coaching centre or a co-working operator',
  };
  return [
    `<p>${escapeHtml(`${d.label} of ${d.area} sq ft on the ${d.floorLabel} floor of ${project.name} by ${project.builder}, ${location.name}, ${city.city}. Suited to ${use[d.type] ?? 'many kinds of business'}.`)}</p>`,
    '<h3>Key facts</h3>',
    '<ul>',
    `<li>${d.area} sq ft carpet-efficient layout, ${d.washroom} washroom${d.washroom > 1 ? 's' : ''}</li>`,
    `<li>${d.lift > 0 ? `${d.lift} lift${d.lift > 1 ? 's' : ''} serving the block` : 'Ground-level access for trucks'}</li>`,
    `<li>${d.units} unit${d.units > 1 ? 's' : ''} of this size available</li>`,
    `<li>Furnishing: ${d.furnishing === 'None' ? 'bare shell' : d.furnishing === 'Semi' ? 'warm shell with flooring, false ceiling and washrooms' : 'plug-and-play, fitted out and air-conditioned'}</li>`,
    `<li>${escapeHtml(STATUS_TEXT[d.status])}</li>`,
    '</ul>',
    `<p>${escapeHtml(connectivity(rng, location, city))} Amenities include ${escapeHtml(d.features.slice(0, 4).join(', ').toLowerCase())}.</p>`,
  ].join('');
}

function connectivity(rng: Rng, location: SeedLocation, city: SeedCity): string {
  const special: Readonly<Record<string, string>> = {
    'sector-150':
      'Sector 150 is on the Noida-Greater Noida Expressway, ten minutes from the Aqua Line metro and known for its low density and green cover.',
    'sector-62': 'Sector 62 is the IT and institutional hub of Noida, on the Blue Line metro and NH-24.',
    'greater-noida-west':
      'Greater Noida West has schools, malls and the upcoming metro extension within a few minutes, and is the value pick of the region.',
    'noida-extension':
      'Noida Extension is well connected to Noida City Centre and NH-24, with daily needs, schools and hospitals nearby.',
    'yamuna-expressway':
      'The Yamuna Expressway corridor gains value from the Noida International Airport at Jewar and the Film City project.',
    'sector-94': 'Sector 94 faces the Okhla Bird Sanctuary and is minutes from South Delhi over the DND Flyway.',
    'golf-course-road':
      "Golf Course Road is Gurgaon's premium address, close to Rapid Metro, Cyber City and the best schools.",
    'gift-city':
      "GIFT City is India's first operational smart city and international finance centre, on the Sabarmati riverfront.",
  };
  return (
    special[location.slug] ??
    rng.pick([
      `${location.name} is well connected by road and metro, with schools, hospitals and markets close by.`,
      `${location.name} is one of the fastest-growing localities of ${city.city}, with good social infrastructure and steady price appreciation.`,
      `From ${location.name} the main business districts of ${city.city} are a short drive away.`,
    ])
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

function roundTo(n: number, step: number): number {
  return Math.round(n / step) * step;
}

/** URL slug: lower case, anything but letters and digits becomes one hyphen. */
export function urlSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

import { CITY_REGIONS, PROJECT_NAMES, toSlug } from 'contracts/api';

/**
 * Cities, their localities and the 46 projects of the search suggestions, each placed where a
 * buyer in Delhi-NCR would expect to find it. Rates are rupees per square foot (2025 ballpark),
 * used to price the generated listings.
 */
export interface SeedCity {
  city: string;
  slug: string;
  state: string;
  pin: string;
  locations: SeedLocation[];
}

export interface SeedLocation {
  name: string;
  slug: string;
  /** Typical residential rate range, ₹ per sq ft. */
  rate: readonly [number, number];
  /**
   * The locality's approximate centre [latitude, longitude] (WGS 84): its listings' map marker.
   * Migration 0007 gives databases seeded before it the same values (a test keeps them in step).
   */
  at: readonly [number, number];
}

const loc = (name: string, rate: readonly [number, number], at: readonly [number, number]): SeedLocation => ({
  name,
  slug: toSlug(name),
  rate,
  at,
});

export const CITIES: readonly SeedCity[] = [
  {
    city: 'Noida',
    slug: 'noida',
    state: CITY_REGIONS.noida,
    pin: '201301',
    locations: [
      loc('Sector 150', [9500, 14500], [28.4195, 77.481]),
      loc('Sector 137', [7500, 10500], [28.5085, 77.407]),
      loc('Sector 75', [8000, 11000], [28.577, 77.387]),
      loc('Sector 76', [8000, 11500], [28.566, 77.383]),
      loc('Sector 107', [9000, 13500], [28.539, 77.379]),
      loc('Sector 62', [9000, 13000], [28.6208, 77.3633]),
      loc('Sector 128', [10000, 16000], [28.53, 77.353]),
      loc('Sector 143', [7000, 9500], [28.5033, 77.4256]),
      loc('Sector 144', [7000, 9500], [28.497, 77.434]),
      loc('Sector 94', [18000, 32000], [28.546, 77.329]),
      loc('Sector 121', [9000, 12500], [28.5925, 77.396]),
      loc('Sector 43', [12000, 17000], [28.56, 77.347]),
      loc('Sector 74', [8500, 11500], [28.5768, 77.3924]),
      loc('Greater Noida West', [5500, 8000], [28.608, 77.431]),
      loc('Noida Extension', [5500, 7800], [28.591, 77.445]),
      loc('Yamuna Expressway', [5000, 7500], [28.37, 77.54]),
    ],
  },
  {
    city: 'Ghaziabad',
    slug: 'ghaziabad',
    state: CITY_REGIONS.ghaziabad,
    pin: '201010',
    locations: [
      loc('Siddharth Vihar', [6000, 8500], [28.654, 77.433]),
      loc('Indirapuram', [7500, 10500], [28.6415, 77.371]),
      loc('Raj Nagar Extension', [4500, 6500], [28.694, 77.436]),
      loc('Vaishali', [7500, 10000], [28.646, 77.339]),
    ],
  },
  {
    city: 'Gurgaon',
    slug: 'gurgaon',
    state: CITY_REGIONS.gurgaon,
    pin: '122002',
    locations: [
      loc('Sector 113', [12000, 17000], [28.533, 77.037]),
      loc('Sector 69', [10000, 14000], [28.397, 77.035]),
      loc('Sohna Road', [9000, 13000], [28.42, 77.048]),
      loc('Golf Course Road', [22000, 35000], [28.451, 77.099]),
      loc('Dwarka Expressway', [11000, 16000], [28.498, 77.018]),
    ],
  },
  {
    city: 'Gandhi Nagar',
    slug: 'gandhi-nagar',
    state: CITY_REGIONS['gandhi-nagar'],
    pin: '382010',
    locations: [
      loc('GIFT City', [7500, 11000], [23.159, 72.684]),
      loc('Kudasan', [5000, 7000], [23.193, 72.643]),
      loc('Sargasan', [5000, 7200], [23.193, 72.623]),
      loc('Raysan', [4500, 6500], [23.155, 72.636]),
    ],
  },
];

export interface SeedProject {
  name: string;
  builder: string;
  /** [city slug, location slug]; a project with two homes alternates between them. */
  homes: readonly (readonly [string, string])[];
}

/** Builder of each project, by the project name's brand word(s). */
const BUILDERS: Readonly<Record<string, string>> = {
  Amrapali: 'Amrapali Group',
  Ace: 'ACE Group',
  ATS: 'ATS Infrastructure',
  Bhutani: 'Bhutani Infra',
  County: 'Saviour Builders',
  Eldeco: 'Eldeco Group',
  Gaur: 'Gaursons India',
  Gaurs: 'Gaursons India',
  Godrej: 'Godrej Properties',
  Gulshan: 'Gulshan Homz',
  Jaypee: 'Jaypee Greens',
  Mahagun: 'Mahagun Group',
  M3M: 'M3M India',
  Migsun: 'Migsun Group',
  Nirala: 'Nirala World',
  Paras: 'Paras Buildtech',
  Prateek: 'Prateek Group',
  Purvanchal: 'Purvanchal Projects',
  Samridhi: 'Samridhi Realty',
  Sikka: 'Sikka Group',
  Supertech: 'Supertech Limited',
  Tata: 'Tata Housing',
  Tulip: 'Tulip Infratech',
  Unitech: 'Unitech Group',
  Ajnara: 'Ajnara India',
  Arihant: 'Arihant Buildcon',
  Cleo: 'Cleo Developers',
  Exotica: 'Exotica Housing',
  Fusion: 'Fusion Buildtech',
  Galaxy: 'Galaxy Group',
  Logix: 'Logix Group',
  Omaxe: 'Omaxe Limited',
  Prestige: 'Prestige Group',
  Spectrum: 'Spectrum Developers',
};

const HOMES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  'Amrapali Silicon City': [['noida', 'sector-76']],
  'Ace Divino': [['noida', 'greater-noida-west']],
  'Ace Golfshire': [['noida', 'sector-150']],
  'ATS Pristine': [['noida', 'sector-150']],
  'ATS Le Grandiose': [['noida', 'sector-150']],
  'Bhutani Alphathum': [['noida', 'sector-62']],
  'Bhutani Grandthum': [['noida', 'greater-noida-west']],
  'County 107': [['noida', 'sector-107']],
  'Eldeco Live by the Greens': [['noida', 'sector-150']],
  'Gaur City 2': [['noida', 'noida-extension']],
  'Gaurs Saundaryam': [
    ['noida', 'greater-noida-west'],
    ['ghaziabad', 'raj-nagar-extension'],
  ],
  'Godrej Woods': [
    ['noida', 'sector-43'],
    ['gandhi-nagar', 'kudasan'],
  ],
  'Godrej Palm Retreat': [
    ['noida', 'sector-150'],
    ['gurgaon', 'dwarka-expressway'],
  ],
  'Gulshan Dynasty': [['noida', 'sector-144']],
  'Gulshan Botnia': [['noida', 'noida-extension']],
  'Jaypee Wish Town': [['noida', 'sector-128']],
  'Jaypee Kosmos': [['noida', 'sector-128']],
  'Mahagun Mywoods': [['noida', 'greater-noida-west']],
  'Mahagun Medalleo': [['noida', 'sector-107']],
  'Mahagun Mantra': [
    ['noida', 'greater-noida-west'],
    ['ghaziabad', 'indirapuram'],
  ],
  'M3M The Cullinan': [
    ['noida', 'sector-94'],
    ['gurgaon', 'golf-course-road'],
  ],
  'Migsun Ultimo': [['noida', 'yamuna-expressway']],
  'Nirala Estate': [['noida', 'greater-noida-west']],
  'Paras Tierea': [['noida', 'sector-137']],
  'Prateek Canary': [['noida', 'sector-107']],
  'Prateek Grand Carnesia': [['ghaziabad', 'siddharth-vihar']],
  'Purvanchal Royal Park': [
    ['noida', 'sector-137'],
    ['ghaziabad', 'vaishali'],
  ],
  'Samridhi Grand Avenue': [['noida', 'greater-noida-west']],
  'Sikka Kaamya Greens': [
    ['noida', 'sector-143'],
    ['gandhi-nagar', 'raysan'],
  ],
  'Supertech Capetown': [['noida', 'sector-74']],
  'Supertech Eco Village': [
    ['noida', 'noida-extension'],
    ['noida', 'yamuna-expressway'],
  ],
  'Tata Eureka Park': [
    ['noida', 'sector-150'],
    ['gandhi-nagar', 'gift-city'],
  ],
  'Tata La Vida': [['gurgaon', 'sector-113']],
  'Tulip Violet': [['gurgaon', 'sector-69']],
  'Unitech Uniworld Gardens': [['gurgaon', 'sohna-road']],
  'Ajnara Homes': [['noida', 'greater-noida-west']],
  'Ajnara Le Garden': [['noida', 'greater-noida-west']],
  'Arihant Arden': [['noida', 'greater-noida-west']],
  'Cleo County': [['noida', 'sector-121']],
  'Exotica Fresco': [['noida', 'sector-137']],
  'Fusion Homes': [['noida', 'greater-noida-west']],
  'Galaxy North Avenue': [['noida', 'greater-noida-west']],
  'Logix Blossom County': [['noida', 'sector-137']],
  'Omaxe Forest Spa': [
    ['noida', 'sector-75'],
    ['gandhi-nagar', 'sargasan'],
  ],
  'Prestige City Siddharth Vihar': [['ghaziabad', 'siddharth-vihar']],
  'Spectrum Metro': [['noida', 'sector-75']],
};

export const PROJECTS: readonly SeedProject[] = PROJECT_NAMES.map((name) => {
  const homes = HOMES[name];
  if (!homes) throw new Error(`No home for project ${name}`);
  const brand = name.split(' ')[0] ?? name;
  return { name, builder: BUILDERS[brand] ?? `${brand} Group`, homes };
});

/** Every (project, home) pair: the seed cycles through them so every pair gets listings. */
export const PROJECT_HOMES: readonly { project: SeedProject; city: SeedCity; location: SeedLocation }[] =
  PROJECTS.flatMap((project) =>
    project.homes.map(([citySlug, locationSlug]) => {
      const city = CITIES.find((c) => c.slug === citySlug);
      const location = city?.locations.find((l) => l.slug === locationSlug);
      if (!city || !location) throw new Error(`Unknown home ${citySlug}/${locationSlug} for ${project.name}`);
      return { project, city, location };
    }),
  );

/**
 * The site's one remote registry: every app of the composition, what each remote owns and
 * exposes. The webpack factory, the dev and start scripts, the shell's router and home page,
 * shared-ui's federation code and the production server (through the build's
 * `dist/site-registry.json`) all read it, so adding a remote means adding one entry here (and
 * its workspace). Plain data, no imports: plain-JS tools load this file through tsx.
 */

/** What the registry says about one remote (the literal entries below keep their exact types). */
export interface RemoteSpec {
  /** Its npm workspace folder at the repository root. */
  readonly workspace: string;
  /** Its dev and `npm start` port is the shell's port plus this. */
  readonly portOffset: number;
  /** Who it is, for the message shown when one of its regions cannot be loaded. */
  readonly label: string;
  /** The first URL path segments whose screens it renders (lowercase words joined by '-'). */
  readonly segments: readonly string[];
  /** Exposed module name ('./X') → its source file, relative to the workspace. */
  readonly exposes: Readonly<Record<string, string>>;
  /** The exposes that are fragments of the home page's first paint (loaded with the shell). */
  readonly firstPaint: readonly string[];
}

/** The host: header, footer, router and the home page. Its port is the site's PORT default. */
export const SHELL = { name: 'shell', workspace: 'shell', port: 3000 } as const;

/** The API (not federated): `API_PORT` defaults to the shell's port plus this. */
export const API = { workspace: 'api', portOffset: 10 } as const;

/** Federation name → what that remote is. The names are the runtime config's `remotes` keys. */
export const REMOTES = {
  listings: {
    workspace: 'remote-listings',
    portOffset: 1,
    label: 'Property listings',
    segments: ['search-property', 'project-listing', 'property', 'residential', 'commercial', 'shortlist', 'compare'],
    exposes: {
      './routes': './src/exposes/routes.tsx',
      './SearchForm': './src/exposes/SearchForm.tsx',
      './LatestListings': './src/exposes/LatestListings.tsx',
      './BudgetGallery': './src/exposes/BudgetGallery.tsx',
      './PopularProperties': './src/exposes/PopularProperties.tsx',
      './RecentlyViewed': './src/exposes/RecentlyViewed.tsx',
    },
    firstPaint: ['./SearchForm'],
  },
  content: {
    workspace: 'remote-content',
    portOffset: 2,
    label: 'Blog and company pages',
    segments: ['about', 'blog', 'gallery', 'contact', 'privacy-policy', 'terms-and-conditions'],
    exposes: {
      './routes': './src/exposes/routes.tsx',
      './Testimonials': './src/exposes/Testimonials.tsx',
      './NewsFeed': './src/exposes/NewsFeed.tsx',
    },
    firstPaint: [],
  },
  finance: {
    workspace: 'remote-finance',
    portOffset: 3,
    label: 'Home-loan calculators',
    segments: ['check-loan-eligibility', 'eligibility-check', 'emi-calculator'],
    exposes: {
      './routes': './src/exposes/routes.tsx',
    },
    firstPaint: [],
  },
  staff: {
    workspace: 'remote-staff',
    portOffset: 4,
    label: 'Staff back-office',
    segments: ['staff'],
    exposes: {
      './routes': './src/exposes/routes.tsx',
    },
    firstPaint: [],
  },
} as const satisfies Readonly<Record<string, RemoteSpec>>;

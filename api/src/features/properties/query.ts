import { z } from 'zod';
import type { Furnishing, PropertyStatus } from 'shared-ui/src/api/types';
import { STORABLE_TEXT } from 'shared-ui/src/schemas/storableText';

/**
 * Query parameters of both list endpoints. Every group is optional; a group is a comma list
 * (repeated keys are joined into one list by the app's query-string parser); options within a
 * group are ORed, groups are ANDed. An empty value means "no filter" (an empty dropdown choice
 * restores the full list). Unknown parameters and malformed values are a 400, never ignored, so
 * a typo in a front end shows up at once instead of as a silently unfiltered list.
 */

export interface PriceBand {
  label: string;
  min: number;
  /** Inclusive; undefined for the open band (500+ means at least 500). */
  max: number | undefined;
}

/** Spec section 9, in lakhs; bounds inclusive on both sides. */
export const PRICE_BANDS: readonly PriceBand[] = [
  { label: '0-50', min: 0, max: 50 },
  { label: '51-100', min: 51, max: 100 },
  { label: '101-200', min: 101, max: 200 },
  { label: '201-500', min: 201, max: 500 },
  { label: '500+', min: 500, max: undefined },
];

// Maps, not object literals: a lookup by visitor input must not reach Object.prototype members
// ('__proto__', 'constructor', 'toString').
const STATUS_ALIASES: ReadonlyMap<string, PropertyStatus> = new Map<string, PropertyStatus>([
  ['new launch', 'New Launch'],
  ['resale', 'Resale'],
  ['upcomming', 'Upcomming'],
  // The spec's data spells it 'Upcomming'; accept the dictionary spelling too.
  ['upcoming', 'Upcomming'],
]);

const FURNISHING_ALIASES: ReadonlyMap<string, Furnishing> = new Map<string, Furnishing>([
  ['full', 'Full'],
  ['semi', 'Semi'],
  ['none', 'None'],
]);

export const SORTS = ['price_asc', 'price_desc', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

function items(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A comma list whose items are mapped by `parse` (null = invalid item → 400 with `hint`). */
function list<T>(name: string, hint: string, parse: (item: string) => T | null) {
  return z
    .string()
    .max(500, `${name}: too long`)
    .optional()
    .transform((value, ctx): T[] | undefined => {
      if (value === undefined) return undefined;
      const out: T[] = [];
      for (const item of items(value)) {
        const parsed = parse(item);
        if (parsed === null) {
          ctx.addIssue({ code: 'custom', message: `'${item}' is not a valid ${name} value; ${hint}` });
          return z.NEVER;
        }
        if (!out.includes(parsed)) out.push(parsed);
      }
      return out.length > 0 ? out : undefined;
    });
}

/** A band by label; '500' is '500+' too, because an unencoded '+' in a URL arrives as a space. */
function priceBand(item: string): PriceBand | null {
  // Stryker disable next-line Regex: deleting runs of whitespace or each whitespace character gives the same label
  const label = item.replace(/\s+/g, '');
  return PRICE_BANDS.find((b) => b.label === label || (b.max === undefined && label === String(b.min))) ?? null;
}

const smallInt = (item: string): number | null => (/^\d{1,2}$/.test(item) ? Number(item) : null);

const text = (name: string, max: number) =>
  z
    .string()
    .max(max, `${name}: at most ${max} characters`)
    // PostgreSQL cannot take these as query parameters, and no listing contains them.
    .regex(STORABLE_TEXT, `${name}: contains a NUL byte or an unpaired surrogate`)
    .optional()
    .transform((v) => {
      // Hyphens are spaces: the search form turns 'ATS Pristine' into the slug 'ats-pristine'.
      const t = v?.replace(/-/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
      return t ? t : undefined;
    });

const positiveInt = (name: string, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx): number | undefined => {
      if (v === undefined || v.trim() === '') return undefined;
      if (!/^\d{1,6}$/.test(v.trim()) || Number(v) < 1 || Number(v) > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from 1 to ${max}` });
        return z.NEVER;
      }
      return Number(v);
    });

export const listingQuerySchema = z
  .object({
    rooms: list('rooms', 'use whole numbers such as rooms=2,3', smallInt),
    bathrooms: list('bathrooms', 'use whole numbers such as bathrooms=1,2', smallInt),
    washrooms: list('washrooms', 'use whole numbers such as washrooms=1,2', smallInt),
    status: list('status', "use 'New Launch', 'Resale' or 'Upcomming'", (s) => STATUS_ALIASES.get(s.toLowerCase().replace(/\s+/g, ' ')) ?? null),
    price: list('price', "use bands '0-50', '51-100', '101-200', '201-500', '500+'", priceBand),
    furnishing: list('furnishing', "use 'Full', 'Semi' or 'None'", (s) => FURNISHING_ALIASES.get(s.toLowerCase()) ?? null),
    type: text('type', 50),
    q: text('q', 100),
    sort: z
      .string()
      .optional()
      .transform((v, ctx): Sort | undefined => {
        if (v === undefined || v === '') return undefined;
        if (!(SORTS as readonly string[]).includes(v)) {
          ctx.addIssue({ code: 'custom', message: `sort must be one of ${SORTS.join(', ')}` });
          return z.NEVER;
        }
        return v as Sort;
      }),
    page: positiveInt('page', 100_000),
    pageSize: positiveInt('pageSize', MAX_PAGE_SIZE),
  })
  .strict();

export type ListingQuery = z.output<typeof listingQuerySchema>;

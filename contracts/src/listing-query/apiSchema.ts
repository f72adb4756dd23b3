import { z } from 'zod';
import { FURNISHINGS, PROPERTY_STATUSES, type Furnishing, type PropertyStatus } from '../api/enums';
import { STORABLE_TEXT } from '../api/storableText';
import {
  DEFAULT_SORT,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  PRICE_BANDS,
  SORT_KEYS,
  type PriceBand,
  type SortKey,
} from './vocabulary';

/**
 * The list endpoints' query parameters, strict. Every group is optional; a group is a comma list
 * (repeated keys are joined into one list by the API's query-string parser); options within a
 * group are ORed, groups are ANDed. An empty value means "no filter" (an empty dropdown choice
 * restores the full list). Unknown parameters and malformed values are a 400, never ignored, so
 * a typo in a front end shows up at once instead of as a silently unfiltered list.
 *
 * Lookups by visitor input go through Maps, never object literals: '__proto__', 'constructor'
 * or 'toString' must not reach Object.prototype members.
 */

/** Status by its lower-case, single-spaced form; the dictionary spelling 'upcoming' is accepted too. */
const STATUS_BY_TEXT: ReadonlyMap<string, PropertyStatus> = new Map<string, PropertyStatus>([
  ...PROPERTY_STATUSES.map((s): [string, PropertyStatus] => [s.toLowerCase(), s]),
  ['upcoming', 'Upcomming'],
]);

const FURNISHING_BY_TEXT: ReadonlyMap<string, Furnishing> = new Map(
  FURNISHINGS.map((f): [string, Furnishing] => [f.toLowerCase(), f]),
);

/** A band by id; '500' is '500+' too, because an unencoded '+' in a URL arrives as a space. */
const BAND_BY_TEXT: ReadonlyMap<string, PriceBand> = new Map(
  PRICE_BANDS.flatMap((b): [string, PriceBand][] =>
    b.max === undefined
      ? [
          [b.id, b],
          [String(b.min), b],
        ]
      : [[b.id, b]],
  ),
);

/** 'a', 'b' or 'c' (how the messages name a list of allowed values). */
const oneOf = (values: readonly string[]): string =>
  values.length < 2
    ? values.map((v) => `'${v}'`).join('')
    : `${values
        .slice(0, -1)
        .map((v) => `'${v}'`)
        .join(', ')} or '${values.at(-1)}'`;

/** The sort keys as the API's message lists them: the explicit orders first, then the default. */
export const API_SORT_KEYS: readonly SortKey[] = [...SORT_KEYS.filter((k) => k !== DEFAULT_SORT), DEFAULT_SORT];

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

// Stryker disable next-line Regex: deleting runs of whitespace or each whitespace character gives the same id
const priceBand = (item: string): PriceBand | null => BAND_BY_TEXT.get(item.replace(/\s+/g, '')) ?? null;

/** The API accepts any count from 0 to 99 (the panel offers 1 to 5; the data decides what matches). */
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

const SORT_BY_KEY: ReadonlyMap<string, SortKey> = new Map(SORT_KEYS.map((k): [string, SortKey] => [k, k]));

export const listingApiQuerySchema = z
  .object({
    rooms: list('rooms', 'use whole numbers such as rooms=2,3', smallInt),
    bathrooms: list('bathrooms', 'use whole numbers such as bathrooms=1,2', smallInt),
    washrooms: list('washrooms', 'use whole numbers such as washrooms=1,2', smallInt),
    status: list(
      'status',
      `use ${oneOf(PROPERTY_STATUSES)}`,
      (s) => STATUS_BY_TEXT.get(s.toLowerCase().replace(/\s+/g, ' ')) ?? null,
    ),
    price: list('price', `use bands ${PRICE_BANDS.map((b) => `'${b.id}'`).join(', ')}`, priceBand),
    furnishing: list('furnishing', `use ${oneOf(FURNISHINGS)}`, (s) => FURNISHING_BY_TEXT.get(s.toLowerCase()) ?? null),
    type: text('type', 50),
    q: text('q', 100),
    sort: z
      .string()
      .optional()
      .transform((v, ctx): SortKey | undefined => {
        if (v === undefined || v === '') return undefined;
        const key = SORT_BY_KEY.get(v);
        if (key === undefined) {
          ctx.addIssue({ code: 'custom', message: `sort must be one of ${API_SORT_KEYS.join(', ')}` });
          return z.NEVER;
        }
        return key;
      }),
    page: positiveInt('page', MAX_PAGE),
    pageSize: positiveInt('pageSize', MAX_PAGE_SIZE),
  })
  .strict();

/** The API's parsed list query: what the SQL is built from. */
export type ListingApiQuery = z.output<typeof listingApiQuerySchema>;

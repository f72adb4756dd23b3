import { formatLakhPrice, parseJsonList } from 'shared-ui';
import { MAX_COMPARE, MIN_COMPARE, parseIdList, type PropertiesAnswer, type PropertyFacts } from 'contracts/api';
import { formatPricePerSqft } from '../listing-card';

/** One property of the comparison, in the URL's order: found, or no longer listed. */
export type CompareColumn = { id: number; state: 'found'; facts: PropertyFacts } | { id: number; state: 'removed' };

/** A row of the table: one value per found property, and whether they differ. */
export interface CompareRow {
  key: string;
  label: string;
  /** 'amenity' rows show a tick or a cross; the value is 'yes' or 'no'. */
  type: 'fact' | 'amenity';
  /** Display text per found property; '' means "not available". */
  values: string[];
  differs: boolean;
}

/** The URL's ids as columns: each found property with its facts, every other one as removed. */
export function compareColumns(ids: readonly number[], answer: PropertiesAnswer): CompareColumn[] {
  const byId = new Map(answer.properties.map((p) => [p.p_id, p]));
  return ids.map((id) => {
    const facts = byId.get(id);
    return facts ? { id, state: 'found', facts } : { id, state: 'removed' };
  });
}

/** What a reader compares: 'New Launch', 'new launch' and ' New  Launch ' say the same. */
const asRead = (value: string): string => value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Values differ when at least two properties are compared and not all say the same; a difference
 * of case or spacing alone (the same builder typed twice) is not one.
 */
export function differs(values: readonly string[]): boolean {
  const first = asRead(values[0] ?? '');
  return values.length > 1 && values.some((v) => asRead(v) !== first);
}

const count = (n: number) => (Number.isFinite(n) && n >= 0 ? String(n) : '');

/** The fact rows, in the order a buyer weighs them. */
const FACTS: readonly { key: string; label: string; value: (p: PropertyFacts) => string }[] = [
  { key: 'price', label: 'Price', value: (p) => formatLakhPrice(p.price) },
  { key: 'per-sqft', label: 'Price per sqft', value: (p) => formatPricePerSqft(p.price, p.area) },
  { key: 'area', label: 'Area', value: (p) => (p.area > 0 ? `${p.area} sqft` : '') },
  { key: 'rooms', label: 'Rooms', value: (p) => count(p.room) },
  {
    key: 'bathrooms',
    label: 'Bathrooms',
    value: (p) => count(p.kind === 'commercial' ? (p.washroom ?? p.bathroom) : p.bathroom),
  },
  { key: 'status', label: 'Status', value: (p) => p.property_status },
  { key: 'type', label: 'Type', value: (p) => p.property_type },
  { key: 'location', label: 'City and location', value: (p) => p.location },
  { key: 'builder', label: 'Builder', value: (p) => p.builder_name.trim() },
];

/** Each property's amenities (trimmed, without repeats), in its own order. */
export function amenitiesOf(p: PropertyFacts): string[] {
  return [
    ...new Set(
      parseJsonList(p.features)
        .map((a) => a.trim())
        .filter((a) => a !== ''),
    ),
  ];
}

/**
 * The table's rows for the found properties: the facts, then every amenity any of them has (in
 * order of first appearance), ticked per property. Amenities are matched ignoring case.
 */
export function compareRows(found: readonly PropertyFacts[]): CompareRow[] {
  const rows: CompareRow[] = FACTS.map(({ key, label, value }) => {
    const values = found.map(value);
    return { key, label, type: 'fact', values, differs: differs(values) };
  });
  const each = found.map((p) => new Set(amenitiesOf(p).map((a) => a.toLowerCase())));
  const names = new Map<string, string>();
  for (const p of found) for (const a of amenitiesOf(p)) if (!names.has(a.toLowerCase())) names.set(a.toLowerCase(), a);
  for (const [lower, label] of names) {
    const values = each.map((set) => (set.has(lower) ? 'yes' : 'no'));
    rows.push({ key: `amenity:${lower}`, label, type: 'amenity', values, differs: differs(values) });
  }
  return rows;
}

/** The compare URL of some ids ('/compare?ids=12,7'); the commas stay readable. */
export function compareHref(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(',')}`;
}

/** What the compare page can do with its `ids` parameter. */
export type CompareRequest = { ok: true; ids: number[] } | { ok: false; message: string; ids: number[] };

/**
 * The `ids` of the URL, checked: two to four distinct listing ids. A bad link gets a sentence
 * saying what is wrong (the page shows it with a way back), never an error.
 */
export function readCompareIds(text: string | null): CompareRequest {
  const parsed = parseIdList(text, MAX_COMPARE);
  if (parsed.ok) {
    return parsed.ids.length >= MIN_COMPARE
      ? parsed
      : { ok: false, ids: parsed.ids, message: 'Choose at least two properties to compare.' };
  }
  switch (parsed.problem) {
    case 'empty':
      return { ok: false, ids: [], message: 'Choose two to four properties to compare.' };
    case 'too-many':
      return {
        ok: false,
        ids: parsed.ids,
        message: `At most ${MAX_COMPARE} properties can be compared at once; this link names more.`,
      };
    case 'duplicate':
    case 'malformed':
      return { ok: false, ids: parsed.ids, message: `This comparison link is not valid: ${parsed.message}` };
  }
}

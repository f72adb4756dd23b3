import {
  staffListingCreateSchema,
  staffListingEditSchema,
  type StaffListingCreate,
  type StaffListingInput,
} from 'contracts/api';

/**
 * A listing's every field as the form holds them (text, as typed) and the API's body
 * (contracts' staffListingInputSchema). Pure: the form keeps what was typed, the schema decides.
 */

export const NUMBER_FIELDS = ['price', 'area', 'rooms', 'bathrooms', 'washrooms', 'lifts', 'units'] as const;
/** Numbers a listing may leave empty (the API then keeps none). */
const OPTIONAL_NUMBERS = new Set<string>(['washrooms', 'lifts', 'units']);

export interface ListingFormValues {
  kind: string;
  title: string;
  projectName: string;
  builderName: string;
  propertyType: string;
  city: string;
  locality: string;
  address: string;
  price: string;
  area: string;
  rooms: string;
  bathrooms: string;
  washrooms: string;
  lifts: string;
  units: string;
  /** '' when none is given. */
  furnishing: string;
  propertyStatus: string;
  ownership: string;
  /** One amenity a line. */
  features: string;
  description: string;
  latitude: string;
  longitude: string;
  reraNumber: string;
}

export type ListingFieldName = keyof ListingFormValues;

export const EMPTY_LISTING: ListingFormValues = {
  kind: 'residential',
  title: '',
  projectName: '',
  builderName: '',
  propertyType: '',
  city: '',
  locality: '',
  address: '',
  price: '',
  area: '',
  rooms: '',
  bathrooms: '',
  washrooms: '',
  lifts: '',
  units: '',
  furnishing: '',
  propertyStatus: '',
  ownership: '',
  features: '',
  description: '',
  latitude: '',
  longitude: '',
  reraNumber: '',
};

/** Text to a number for the schema: empty is "not given", anything unreadable NaN (the schema's message says why). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  // Number('') and Number(' ') are 0 and '1e3' is 1000: only plain decimals count as typed numbers.
  return /^-?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The body the API takes (before its checks): numbers parsed, empty optional fields left out, empty nullable ones null. */
export function toListingBody(values: ListingFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    kind: values.kind,
    title: values.title,
    projectName: values.projectName,
    builderName: values.builderName,
    propertyType: values.propertyType,
    city: values.city.trim().toLowerCase(),
    locality: values.locality.trim().toLowerCase(),
    address: values.address,
    propertyStatus: values.propertyStatus === '' ? undefined : values.propertyStatus,
    ownership: values.ownership,
    features: values.features
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    description: values.description,
    latitude: numberOf(values.latitude) ?? null,
    longitude: numberOf(values.longitude) ?? null,
    reraNumber: values.reraNumber.trim() === '' ? null : values.reraNumber.trim(),
  };
  for (const name of NUMBER_FIELDS) {
    const n = numberOf(values[name]);
    if (n !== undefined || !OPTIONAL_NUMBERS.has(name)) body[name] = n;
  }
  if (values.furnishing !== '') body.furnishing = values.furnishing;
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

/** The form's values from what the API answers (GET's `fields`, exactly what PUT takes back). */
export function fromListingFields(fields: StaffListingInput): ListingFormValues {
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    kind: fields.kind,
    title: fields.title,
    projectName: fields.projectName,
    builderName: fields.builderName,
    propertyType: fields.propertyType,
    city: fields.city,
    locality: fields.locality,
    address: fields.address,
    price: text(fields.price),
    area: text(fields.area),
    rooms: text(fields.rooms),
    bathrooms: text(fields.bathrooms),
    washrooms: text(fields.washrooms),
    lifts: text(fields.lifts),
    units: text(fields.units),
    furnishing: fields.furnishing ?? '',
    propertyStatus: fields.propertyStatus,
    ownership: fields.ownership,
    features: fields.features.join('\n'),
    description: fields.description,
    latitude: text(fields.latitude),
    longitude: text(fields.longitude),
    reraNumber: fields.reraNumber ?? '',
  };
}

export type Checked<T> = { ok: true; body: T } | { ok: false; fields: Partial<Record<ListingFieldName, string>> };

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** One message per field (the first), keyed as the API's 400 `fields` are. */
export function messagesByField(issues: readonly Issue[]): Partial<Record<ListingFieldName, string>> {
  const out: Partial<Record<ListingFieldName, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'title') as ListingFieldName;
    out[key] ??= issue.message;
  }
  return out;
}

/** The create body checked with the API's own schema (a new listing starts as a draft). */
export function checkCreate(values: ListingFormValues): Checked<StaffListingCreate> {
  const result = staffListingCreateSchema.safeParse({ ...toListingBody(values), state: 'draft' });
  return result.success ? { ok: true, body: result.data } : { ok: false, fields: messagesByField(result.error.issues) };
}

/** The full edit (PUT) body checked with the API's own schema. */
export function checkEdit(values: ListingFormValues): Checked<StaffListingInput> {
  const result = staffListingEditSchema.safeParse(toListingBody(values));
  return result.success ? { ok: true, body: result.data } : { ok: false, fields: messagesByField(result.error.issues) };
}

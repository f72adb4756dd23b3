import { useId } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { FURNISHINGS, LISTING_TITLE_MAX, PROPERTY_STATUSES } from 'contracts/api';
import { formatLakhPrice, FormField } from 'shared-ui';
import type { ListingFieldName, ListingFormValues } from './listingForm';
import { isPlaceSlug, useGetCitiesQuery, useGetLocalitiesQuery } from './placesEndpoints';
import { SelectField } from './SelectField';
import styles from './ListingFields.module.css';

/** How the possession statuses read to staff (the stored value keeps the public answers' spelling). */
const STATUS_LABELS: Readonly<Record<(typeof PROPERTY_STATUSES)[number], string>> = {
  'New Launch': 'New launch',
  Resale: 'Resale',
  Upcomming: 'Upcoming',
};

interface ListingFieldsProps {
  values: ListingFormValues;
  /** One message per field: the screen's own check, else the API's 400 `fields`. */
  errors: Partial<Record<ListingFieldName, string>>;
  onChange: (name: ListingFieldName, value: string) => void;
}

/** A listing's every field (contracts' staffListingInputSchema), for the new-listing and the edit screens. */
export function ListingFields({ values, errors, onChange }: ListingFieldsProps) {
  const citiesId = useId();
  const localitiesId = useId();
  // Suggestions only: a slug typed by hand is checked by the API, which names a place it does not know.
  const cities = useGetCitiesQuery().data?.city_list ?? [];
  const city = values.city.trim().toLowerCase();
  const localities = useGetLocalitiesQuery(isPlaceSlug(city) ? city : skipToken).data?.location_list ?? [];
  const text = (
    name: ListingFieldName,
    label: string,
    extra: {
      required?: boolean;
      maxLength?: number;
      placeholder?: string;
      inputMode?: 'decimal' | 'numeric';
      list?: string;
    } = {},
  ) => (
    <FormField
      label={label}
      name={name}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => onChange(name, e.target.value)}
      {...extra}
    />
  );
  const price = values.price.trim() === '' ? Number.NaN : Number(values.price);
  return (
    <>
      <fieldset className={styles.group}>
        <legend>The listing</legend>
        <SelectField
          label="Kind"
          name="kind"
          required
          value={values.kind}
          error={errors.kind}
          onChange={(e) => onChange('kind', e.target.value)}
          options={[
            { value: 'residential', label: 'Residential' },
            { value: 'commercial', label: 'Commercial' },
          ]}
        />
        {text('title', 'Title', { required: true, maxLength: LISTING_TITLE_MAX })}
        {text('propertyType', 'Property type', {
          required: true,
          placeholder: 'Apartment, Villa, Shop, Office Space…',
        })}
        {text('projectName', 'Project name', { required: true })}
        {text('builderName', 'Builder', { required: true })}
        <SelectField
          label="Possession status"
          name="propertyStatus"
          required
          value={values.propertyStatus}
          error={errors.propertyStatus}
          onChange={(e) => onChange('propertyStatus', e.target.value)}
          options={[
            { value: '', label: 'Choose…' },
            ...PROPERTY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          ]}
        />
        {text('ownership', 'Ownership', { required: true, placeholder: 'Freehold, Leasehold…' })}
        {text('reraNumber', 'UP-RERA number', { placeholder: 'UPRERAPRJ123456' })}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Where</legend>
        {text('city', 'City', { required: true, placeholder: 'noida (as in the site’s addresses)', list: citiesId })}
        <datalist id={citiesId}>
          {cities.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.city}
            </option>
          ))}
        </datalist>
        {text('locality', 'Locality', {
          required: true,
          placeholder: 'sector-150 (as in the site’s addresses)',
          list: localitiesId,
        })}
        <datalist id={localitiesId}>
          {localities.map((l) => (
            <option key={l.slug} value={l.slug}>
              {l.location_name}
            </option>
          ))}
        </datalist>
        {text('address', 'Address', { required: true })}
        <div className={styles.pair}>
          {text('latitude', 'Latitude', { inputMode: 'decimal' })}
          {text('longitude', 'Longitude', { inputMode: 'decimal' })}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Price and size</legend>
        {text('price', 'Price (lakhs)', { required: true, inputMode: 'decimal' })}
        {Number.isFinite(price) && price > 0 ? <p className={styles.hint}>Shown as {formatLakhPrice(price)}</p> : null}
        {text('area', 'Area (sq ft)', { required: true, inputMode: 'numeric' })}
        <div className={styles.pair}>
          {text('rooms', 'Bedrooms', { required: true, inputMode: 'numeric' })}
          {text('bathrooms', 'Bathrooms', { required: true, inputMode: 'numeric' })}
        </div>
        <div className={styles.pair}>
          {text('washrooms', 'Washrooms', { inputMode: 'numeric' })}
          {text('lifts', 'Lifts', { inputMode: 'numeric' })}
          {text('units', 'Units', { inputMode: 'numeric' })}
        </div>
        <SelectField
          label="Furnishing"
          name="furnishing"
          value={values.furnishing}
          error={errors.furnishing}
          onChange={(e) => onChange('furnishing', e.target.value)}
          options={[{ value: '', label: 'Not given' }, ...FURNISHINGS.map((f) => ({ value: f, label: f }))]}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Description</legend>
        <FormField
          label="Amenities (one a line)"
          name="features"
          multiline
          value={values.features}
          error={errors.features}
          onChange={(e) => onChange('features', e.target.value)}
        />
        <FormField
          label="Description"
          name="description"
          multiline
          required
          rows={8}
          value={values.description}
          error={errors.description}
          onChange={(e) => onChange('description', e.target.value)}
        />
        <p className={styles.hint}>
          Plain text: a blank line starts a paragraph, a line starting with “- ” is a list item.
        </p>
      </fieldset>
    </>
  );
}

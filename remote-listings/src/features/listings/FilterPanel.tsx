import { useId } from 'react';
import type { City, Location } from 'contracts/api';
import {
  FILTER_GROUP_TEXT,
  GROUPS_FOR,
  activeFilterCount,
  clearFilters,
  toggleFilterOption,
  typesFor,
  withPropertyType,
  type ListingKind,
  type ListingQuery,
} from 'contracts/listing-query';
import { FilterDropdown } from './FilterDropdown';
import { FILTER_FORM_PLACE } from './filterFormTarget';
import styles from './FilterPanel.module.css';

export interface FilterPanelProps {
  kind: ListingKind;
  /** City slug of the page ('' when the URL named none we know). */
  city: string;
  location: string;
  cities: readonly City[];
  locations: readonly Location[];
  placesError?: string;
  value: ListingQuery;
  /** The query the visitor's choice gives (the page puts it in the URL). */
  onChange: (next: ListingQuery) => void;
  onCity: (city: string) => void;
  onLocation: (location: string) => void;
}

/** The listing screens' filter panel (spec 'Filter panel', section 5). */
export function FilterPanel({
  kind,
  city,
  location,
  cities,
  locations,
  placesError,
  value,
  onChange,
  onCity,
  onLocation,
}: FilterPanelProps) {
  const id = useId();
  const knownCity = cities.some((c) => c.slug === city) ? city : '';
  const knownLocation = location !== 'all' && locations.some((l) => l.slug === location) ? location : 'all';
  const active = activeFilterCount(value, kind);

  return (
    <div className={styles.panel}>
      <div className={styles.field}>
        <label htmlFor={`${id}-city`} className={styles.label}>
          City
        </label>
        <select
          id={`${id}-city`}
          className={styles.select}
          name={FILTER_FORM_PLACE.city}
          value={knownCity}
          onChange={(e) => e.target.value && onCity(e.target.value)}
        >
          <option value="">Select City</option>
          {cities.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.city}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-location`} className={styles.label}>
          Location
        </label>
        <select
          id={`${id}-location`}
          className={styles.select}
          name={FILTER_FORM_PLACE.location}
          value={knownLocation}
          disabled={!knownCity}
          onChange={(e) => onLocation(e.target.value)}
        >
          <option value="all">Select Location</option>
          {locations.map((l) => (
            <option key={l.slug} value={l.slug}>
              {l.location_name}
            </option>
          ))}
        </select>
      </div>
      {placesError && (
        <p className={styles.note} role="status">
          {placesError}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-type`} className={styles.label}>
          Property type
        </label>
        <select
          id={`${id}-type`}
          className={styles.select}
          name="type"
          value={value.type}
          onChange={(e) => onChange(withPropertyType(value, e.target.value))}
        >
          <option value="">All types</option>
          {typesFor(kind).map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      {GROUPS_FOR[kind].map((group) => {
        const ui = FILTER_GROUP_TEXT[group];
        const chosen: readonly string[] = value[group];
        return (
          <FilterDropdown key={group} label={ui.label} count={chosen.length}>
            <fieldset className={styles.group}>
              <legend className="visually-hidden">{ui.label}</legend>
              {ui.options.map((o) => (
                <label key={o.value} className={styles.check}>
                  <input
                    type="checkbox"
                    name={group}
                    value={o.value}
                    checked={chosen.includes(o.value)}
                    onChange={() => onChange(toggleFilterOption(value, group, o.value))}
                  />
                  {o.label}
                </label>
              ))}
            </fieldset>
          </FilterDropdown>
        );
      })}
      <button
        type="button"
        className={styles.clear}
        onClick={() => onChange(clearFilters(value))}
        disabled={active === 0}
      >
        Clear filters{active > 0 ? ` (${active})` : ''}
      </button>
    </div>
  );
}

import { useId } from 'react';
import type { City, Location } from 'contracts/api';
import type { ListingKind } from '../listing-card';
import { GROUPS_FOR, PRICE_BANDS, STATUS_OPTIONS, COUNT_OPTIONS, FURNISHING_OPTIONS, typesFor, type FilterGroup } from './filterOptions';
import { FilterDropdown } from './FilterDropdown';
import { clearFilters, setType, toggleOption, type FiltersAction } from './filtersSlice';
import type { ListingQueryState } from './urlQuery';
import styles from './FilterPanel.module.css';

const GROUP_UI: Readonly<Record<FilterGroup, { label: string; options: readonly { value: string; label: string }[] }>> = {
  rooms: { label: 'Rooms', options: COUNT_OPTIONS.map((v) => ({ value: v, label: `${v} BHK` })) },
  bathrooms: { label: 'Bathrooms', options: COUNT_OPTIONS.map((v) => ({ value: v, label: v })) },
  washrooms: { label: 'Washrooms', options: COUNT_OPTIONS.map((v) => ({ value: v, label: v })) },
  furnishing: { label: 'Furnishing', options: FURNISHING_OPTIONS.map((v) => ({ value: v, label: v })) },
  status: { label: 'Status', options: STATUS_OPTIONS.map((v) => ({ value: v, label: v })) },
  price: { label: 'Price (Lacs)', options: PRICE_BANDS.map((b) => ({ value: b.id, label: b.id })) },
};

export interface FilterPanelProps {
  kind: ListingKind;
  /** City slug of the page ('' when the URL named none we know). */
  city: string;
  location: string;
  cities: readonly City[];
  locations: readonly Location[];
  placesError?: string;
  value: ListingQueryState;
  onAction: (action: FiltersAction) => void;
  onCity: (city: string) => void;
  onLocation: (location: string) => void;
}

/** The listing screens' filter panel (spec 'Filter panel', section 5). */
export function FilterPanel({ kind, city, location, cities, locations, placesError, value, onAction, onCity, onLocation }: FilterPanelProps) {
  const id = useId();
  const { filters } = value;
  const knownCity = cities.some((c) => c.slug === city) ? city : '';
  const knownLocation = location !== 'all' && locations.some((l) => l.slug === location) ? location : 'all';
  const active = GROUPS_FOR[kind].reduce((n, g) => n + filters[g].length, 0) + (filters.type ? 1 : 0);

  return (
    <div className={styles.panel}>
      <div className={styles.field}>
        <label htmlFor={`${id}-city`} className={styles.label}>City</label>
        <select id={`${id}-city`} className={styles.select} value={knownCity} onChange={(e) => e.target.value && onCity(e.target.value)}>
          <option value="">Select City</option>
          {cities.map((c) => (
            <option key={c.slug} value={c.slug}>{c.city}</option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-location`} className={styles.label}>Location</label>
        <select id={`${id}-location`} className={styles.select} value={knownLocation} disabled={!knownCity} onChange={(e) => onLocation(e.target.value)}>
          <option value="all">Select Location</option>
          {locations.map((l) => (
            <option key={l.slug} value={l.slug}>{l.location_name}</option>
          ))}
        </select>
      </div>
      {placesError && <p className={styles.note} role="status">{placesError}</p>}
      <div className={styles.field}>
        <label htmlFor={`${id}-type`} className={styles.label}>Property type</label>
        <select id={`${id}-type`} className={styles.select} value={filters.type} onChange={(e) => onAction(setType(e.target.value))}>
          <option value="">All types</option>
          {typesFor(kind).map((t) => (
            <option key={t} value={t}>{t}</option>
          ))}
        </select>
      </div>
      {GROUPS_FOR[kind].map((group) => {
        const ui = GROUP_UI[group];
        return (
          <FilterDropdown key={group} label={ui.label} count={filters[group].length}>
            <fieldset className={styles.group}>
              <legend className="visually-hidden">{ui.label}</legend>
              {ui.options.map((o) => (
                <label key={o.value} className={styles.check}>
                  <input type="checkbox" checked={filters[group].includes(o.value)} onChange={() => onAction(toggleOption({ group, value: o.value }))} />
                  {o.label}
                </label>
              ))}
            </fieldset>
          </FilterDropdown>
        );
      })}
      <button type="button" className={styles.clear} onClick={() => onAction(clearFilters())} disabled={active === 0}>
        Clear filters{active > 0 ? ` (${active})` : ''}
      </button>
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { ProjectCombobox } from './ProjectCombobox';
import {
  SEARCH_CITIES,
  SEARCH_FORM_ACTION,
  hasErrors,
  searchUrl,
  validateSearch,
  type SearchErrors,
  type SearchType,
  type SearchValues,
} from './searchForm';
import styles from './SearchForm.module.css';

/** Full page navigation, as the spec says; a seam so tests can watch it. */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

interface SearchFormProps {
  onNavigate?: (url: string) => void;
  /** A search the server sent back (submitted without JavaScript and not valid): shown with its messages. */
  initial?: SearchValues;
}

/**
 * The hero's property search (spec 'Home search form'). Without JavaScript it is a plain GET form
 * to /search-property, which answers with a redirect to the listing URL (SearchRedirectPage).
 */
export function SearchForm({ onNavigate = navigateTo, initial }: SearchFormProps) {
  const id = useId();
  const [type, setType] = useState<SearchType>(initial?.type ?? 'r');
  const [city, setCity] = useState(initial?.city ?? '');
  const [term, setTerm] = useState(initial?.term ?? '');
  const [errors, setErrors] = useState<SearchErrors>(() => (initial ? validateSearch(initial) : {}));
  const [submitted, setSubmitted] = useState(Boolean(initial));

  // After a first submit, messages follow the fields as they are corrected.
  const update = (next: { city?: string; term?: string }) => {
    const values = { city: next.city ?? city, term: next.term ?? term };
    if (next.city !== undefined) setCity(next.city);
    if (next.term !== undefined) setTerm(next.term);
    if (submitted) setErrors(validateSearch(values));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateSearch({ city, term });
    setErrors(found);
    setSubmitted(true);
    if (hasErrors(found)) return;
    onNavigate(searchUrl({ type, city, term }));
  };

  const cityErrorId = `${id}-city-error`;
  const termErrorId = `${id}-term-error`;
  return (
    <form
      className={styles.form}
      action={SEARCH_FORM_ACTION}
      method="get"
      onSubmit={onSubmit}
      noValidate
      role="search"
      aria-label="Property search"
    >
      <fieldset className={styles.toggle}>
        <legend className="visually-hidden">Property type</legend>
        {(
          [
            ['r', 'Residential'],
            ['c', 'Commercial'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={`${styles.toggleOption} ${type === value ? styles.toggleOn : ''}`}>
            <input
              type="radio"
              name="type"
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
              className={styles.radio}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-city`} className={styles.label}>
            City
          </label>
          <select
            id={`${id}-city`}
            name="city"
            className={`${styles.control} ${errors.city ? styles.invalid : ''}`}
            value={city}
            aria-invalid={errors.city ? true : undefined}
            aria-describedby={errors.city ? cityErrorId : undefined}
            onChange={(e) => update({ city: e.target.value })}
          >
            <option value="">Select City</option>
            {SEARCH_CITIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <ProjectCombobox value={term} onChange={(t) => update({ term: t })} error={errors.term} errorId={termErrorId} />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </div>
      {hasErrors(errors) && (
        <div className={styles.errors} role="alert">
          {errors.term && (
            <p id={termErrorId} className={styles.error}>
              {errors.term}
            </p>
          )}
          {errors.city && (
            <p id={cityErrorId} className={styles.error}>
              {errors.city}
            </p>
          )}
        </div>
      )}
    </form>
  );
}

import { useId } from 'react';
import styles from './UnitToggle.module.css';

/** A segmented two-way switch built from real radio buttons (arrow keys move between them). */
export function UnitToggle<T extends string>({
  legend,
  options,
  value,
  onChange,
  name,
}: {
  legend: string;
  /** The radios' name in a GET form (the calculator without JavaScript); otherwise one of its own. */
  name?: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const ownName = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.value} className={styles.option}>
            <input
              type="radio"
              name={name ?? ownName}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className={styles.radio}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

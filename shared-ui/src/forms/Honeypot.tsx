import { useId } from 'react';
import styles from './Honeypot.module.css';

interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
  /** The field the API's schema knows as the honeypot. */
  name?: string;
}

/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the tab
 * order, no autofill); bots that fill it in get a quiet success from the API and nothing stored.
 */
export function Honeypot({ value, onChange, name = 'website' }: HoneypotProps) {
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        type="text"
        name={name}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}

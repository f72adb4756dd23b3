import styles from './PresetButtons.module.css';

export interface Preset<T> {
  label: string;
  value: T;
  /** Spelled out for screen readers after the visible text ('1.25L (₹1,25,000)'). */
  spokenValue?: string;
}

/** A row of quick-pick buttons; the one matching the current value is marked pressed. */
export function PresetButtons<T>({
  label,
  presets,
  current,
  onPick,
}: {
  label: string;
  presets: readonly Preset<T>[];
  current: T;
  onPick: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className={styles.row}>
      {presets.map((p) => (
        <button
          key={p.label}
          type="button"
          className={styles.chip}
          aria-pressed={p.value === current}
          aria-label={p.spokenValue ? `${p.label} (${p.spokenValue})` : undefined}
          onClick={() => onPick(p.value)}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}

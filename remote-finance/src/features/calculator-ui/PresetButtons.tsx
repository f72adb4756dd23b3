import styles from './PresetButtons.module.css';

export interface Preset<T> {
  label: string;
  value: T;
  /** Spelled out for screen readers after the visible text ('1.25L (₹1,25,000)'). */
  spokenValue?: string;
}

/**
 * A row of quick-pick buttons; the one matching the current value is marked pressed. With a `name`
 * (inside a GET form) each is a submit button carrying its value, so a pick works before and
 * without JavaScript; with JavaScript the pick is applied in place instead.
 */
export function PresetButtons<T extends string | number>({
  label,
  presets,
  current,
  onPick,
  name,
}: {
  label: string;
  presets: readonly Preset<T>[];
  current: T;
  onPick: (value: T) => void;
  name?: string;
}) {
  return (
    <div role="group" aria-label={label} className={styles.row}>
      {presets.map((p) => (
        <button
          key={p.label}
          type={name ? 'submit' : 'button'}
          name={name}
          value={name ? String(p.value) : undefined}
          className={styles.chip}
          aria-pressed={p.value === current}
          aria-label={p.spokenValue ? `${p.label} (${p.spokenValue})` : undefined}
          onClick={(e) => {
            e.preventDefault();
            onPick(p.value);
          }}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}

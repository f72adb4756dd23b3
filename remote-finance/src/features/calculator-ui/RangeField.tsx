import { useId } from 'react';
import styles from './RangeField.module.css';

interface RangeFieldProps {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  /** The value as people read it ('9.5%', '15 Years'): shown beside the label and announced. */
  valueText: string;
  minText: string;
  maxText: string;
  /** The field's name in a GET form (the calculator without JavaScript). */
  name?: string;
}

/** A labelled native slider (arrow keys, Page Up/Down, Home/End) with its value always visible. */
export function RangeField({
  label,
  min,
  max,
  step,
  value,
  onChange,
  valueText,
  minText,
  maxText,
  name,
}: RangeFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.head}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <output htmlFor={id} className={styles.value}>
          {valueText}
        </output>
      </div>
      <input
        id={id}
        className={styles.range}
        type="range"
        name={name}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        style={{ ['--fill' as string]: `${max > min ? ((value - min) / (max - min)) * 100 : 0}%` }}
      />
      <div className={styles.bounds} aria-hidden="true">
        <span>{minText}</span>
        <span>{maxText}</span>
      </div>
    </div>
  );
}

import { FormField, formatCompactRupees } from 'shared-ui';
import styles from './AmountInput.module.css';

/**
 * A rupee amount typed as text (so letters can be refused as they are typed or pasted) with
 * the amount in words-like short form below it (₹10.85 L).
 */
export function AmountInput({
  label,
  value,
  onChange,
  message,
  name,
}: {
  label: string;
  /** The field's name in a GET form (the calculator without JavaScript). */
  name?: string;
  value: string;
  onChange: (text: string) => void;
  message?: string;
}) {
  return (
    <div className={styles.wrap}>
      <FormField
        label={label}
        prefix="₹"
        type="text"
        name={name}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={message}
      />
      <p className={styles.hint} aria-hidden="true">
        {formatCompactRupees(Number(value || 0))}
      </p>
    </div>
  );
}

import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './FormField.module.css';

interface Common {
  label: string;
  error?: string;
  /** Marks the field red without a message (the loan lead form's rule). */
  invalid?: boolean;
  prefix?: string;
}

type InputProps = Common & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type AreaProps = Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

/** A labelled input or textarea with its error message tied to it for assistive technology. */
export function FormField(props: InputProps | AreaProps) {
  const { label, error, invalid, prefix, multiline, className, ...rest } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const bad = Boolean(error) || Boolean(invalid);
  const common = {
    id,
    'aria-invalid': bad || undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${styles.control} ${bad ? styles.invalid : ''}`,
  };
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {rest.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className={styles.row}>
        {prefix && <span className={styles.prefix}>{prefix}</span>}
        {multiline ? (
          <textarea {...common} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
        ) : (
          <input {...common} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

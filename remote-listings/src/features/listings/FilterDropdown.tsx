import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './FilterPanel.module.css';
import { useDisclosureClose } from './useDisclosureClose';

/**
 * A filter group behind a button (the panel's "dropdowns"): opens on click, closes on a click
 * outside it, on Escape (which it keeps from also closing the mobile drawer around it) and when the
 * keyboard moves focus out of it. Its options open in the flow, pushing the controls below down:
 * an open group never covers a control a visitor means to click.
 */
export function FilterDropdown({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useDisclosureClose(ref, open, close);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div className={styles.dropdown} ref={ref} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.dropdownButton}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{label}</span>
        {count > 0 && (
          <span className={styles.countBadge}>
            {count}
            <span className="visually-hidden"> selected</span>
          </span>
        )}
        <span aria-hidden="true" className={styles.chevron}>
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id={`${id}-panel`} className={styles.dropdownPanel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

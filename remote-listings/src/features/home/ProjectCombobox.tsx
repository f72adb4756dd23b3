import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useOutsideClose } from 'shared-ui';
import { suggestProjects } from 'contracts/api';
import styles from './SearchForm.module.css';

interface ProjectComboboxProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  errorId: string;
}

/**
 * The property-name field: a WAI-ARIA combobox over the fixed project list. Opens when non-empty
 * text is typed; arrows move, Enter chooses, Escape / outside click / a choice close it.
 */
export function ProjectCombobox({ value, onChange, error, errorId }: ProjectComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const wrapRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => suggestProjects(value), [value]);
  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useOutsideClose(wrapRef, open, close);

  const choose = (name: string) => {
    onChange(name);
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!value.trim()) return;
      e.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        i < 0 && step < 0 ? suggestions.length - 1 : (i + step + suggestions.length) % suggestions.length,
      );
    } else if (e.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      // Enter picks the highlighted suggestion instead of submitting the form.
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };

  const showList = open && value.trim() !== '';
  return (
    <div className={styles.combo} ref={wrapRef}>
      <label htmlFor={id} className={styles.label}>
        Property name
      </label>
      <input
        id={id}
        className={`${styles.control} ${error ? styles.invalid : ''}`}
        type="text"
        name="term"
        role="combobox"
        autoComplete="off"
        placeholder="Search by project name"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        maxLength={100}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(e.target.value.trim() !== '');
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Project suggestions" className={styles.listbox} hidden={!showList}>
        {showList && suggestions.length === 0 && (
          <li role="option" aria-disabled="true" aria-selected="false" className={styles.empty}>
            No suggestions found
          </li>
        )}
        {showList &&
          suggestions.map((name, i) => (
            <li
              key={name}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`${styles.option} ${i === active ? styles.active : ''}`}
              // mousedown keeps focus in the input; click makes the choice.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(name)}
            >
              {name}
            </li>
          ))}
      </ul>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import buttons from './buttons.module.css';
import styles from './listScreen.module.css';

/**
 * A list screen's search box: the text is sent when the form is submitted, and kept in the
 * screen's state only (never in the address: it is often a phone number or a name).
 */
export function SearchForm({ placeholder, onSearch }: { placeholder: string; onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form className={styles.search} onSubmit={submit} role="search">
      <label className={styles.filter}>
        Search
        <input type="search" value={typed} placeholder={placeholder} onChange={(e) => setTyped(e.target.value)} />
      </label>
      <button type="submit" className={buttons.button}>
        Search
      </button>
    </form>
  );
}

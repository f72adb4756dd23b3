import type { ReactNode } from 'react';
import styles from './calculator.module.css';

/**
 * A calculator's inputs as a GET form to its own page: without JavaScript the server renders what
 * the query asks for (its CALCULATE button shows only then, a noscript's content); with JavaScript
 * every change applies at once and a submit (Enter in a field) stays on the page.
 */
export function CalculatorForm({ action, children }: { action: string; children: ReactNode }) {
  return (
    <form method="get" action={action} onSubmit={(e) => e.preventDefault()}>
      {children}
      <noscript>
        <button type="submit" className={`${styles.primary} ${styles.calculate}`}>
          CALCULATE
        </button>
      </noscript>
    </form>
  );
}

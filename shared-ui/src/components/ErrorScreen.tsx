import styles from './ErrorScreen.module.css';

export const ERROR_TITLE = 'Unexpected Application Error!';

/** The router's fallback screen (spec: title plus the error message or status text). */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <section className={styles.screen} role="alert" aria-labelledby="app-error-title">
      <h1 id="app-error-title" className={styles.title}>
        {ERROR_TITLE}
      </h1>
      <p className={styles.message}>{message}</p>
      <a className={styles.home} href="/">
        Go to the home page
      </a>
    </section>
  );
}

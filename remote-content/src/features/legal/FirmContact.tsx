import { Link } from 'shared-ui/router';
import type { SiteSettings } from 'shared-ui';
import styles from './LegalPage.module.css';

/** tel: links need the bare digits of the configured number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The firm's name, address, e-mail and phone from the runtime config (its first e-mail answers these requests). */
export function FirmContact({ site }: { site: SiteSettings | null }) {
  if (!site) {
    return (
      <p>
        Our address, e-mail and phone number are on our <Link to="/contact">Contact page</Link>.
      </p>
    );
  }
  return (
    <address className={styles.address}>
      <p>
        <strong>{site.name}</strong>
      </p>
      <p>{site.address}</p>
      <p>
        E-mail: <a href={`mailto:${site.emails[0]}`}>{site.emails[0]}</a>
      </p>
      <p>
        Phone: <a href={telHref(site.phone)}>{site.phone}</a>
      </p>
    </address>
  );
}

/** The e-mail address for requests as a link, or the Contact page when the settings are missing. */
export function FirmEmail({ site }: { site: SiteSettings | null }) {
  return site ? (
    <a href={`mailto:${site.emails[0]}`}>{site.emails[0]}</a>
  ) : (
    <>
      the e-mail address on our <Link to="/contact">Contact page</Link>
    </>
  );
}

/** "Contents" list linking to each section's id. */
export function Contents({ sections }: { sections: readonly { id: string; title: string }[] }) {
  return (
    <nav className={styles.contents} aria-labelledby="legal-contents">
      <h2 id="legal-contents" className={styles.contentsTitle}>
        Contents
      </h2>
      <ol>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

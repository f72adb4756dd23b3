import { Link } from 'shared-ui/router';
import { getSiteSettings } from 'shared-ui';
import { LOAN_LINK, SOCIAL_LINKS, telHref } from './navLinks';
import { SocialIcon } from './SocialIcon';
import styles from './TopBar.module.css';

/** The contact strip above the main bar. E-mail and the loan button hide under 768 px. */
export function TopBar() {
  const site = getSiteSettings();
  const [email] = site.emails;
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <div className={styles.contact}>
          <a className={`${styles.link} ${styles.desktopOnly}`} href={`mailto:${email}`}>
            <span aria-hidden="true">✉</span> {email}
          </a>
          <a className={styles.link} href={telHref(site.phone)}>
            <span aria-hidden="true">☎</span> {site.phone}
          </a>
          <Link className={`${styles.loan} ${styles.desktopOnly}`} to={LOAN_LINK.to}>
            {LOAN_LINK.label}
          </Link>
        </div>
        <ul className={styles.social} aria-label="Follow us">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.key}>
              <a
                className={styles.socialLink}
                href={site.social[s.key]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${s.label} (opens in a new tab)`}
              >
                <SocialIcon name={s.key} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

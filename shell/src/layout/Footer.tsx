import { Link } from 'shared-ui/router';
import { getSiteSettings, NearViewportFrame } from 'shared-ui';
import { reraDisplay } from 'contracts/api/rera';
import { LOAN_LINK, NAV_LINKS, telHref } from './navLinks';
import styles from './Footer.module.css';

const CITY_LINKS = [
  { to: '/property/noida/all/residential', label: 'Residential in Noida' },
  { to: '/property/noida/all/commercial', label: 'Commercial in Noida' },
  { to: '/property/ghaziabad/all/residential', label: 'Property in Ghaziabad' },
  { to: '/property/gurgaon/all/residential', label: 'Property in Gurgaon' },
  { to: '/property/gandhi-nagar/all/residential', label: 'Property in Gandhi Nagar' },
];

const TOOL_LINKS = [
  { to: LOAN_LINK.to, label: LOAN_LINK.label },
  { to: '/eligibility-check', label: 'Loan Eligibility Calculator' },
  { to: '/emi-calculator', label: 'EMI Calculator' },
];

export function Footer() {
  const site = getSiteSettings();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {site.name}
          </h2>
          <p className={styles.text}>{site.description}</p>
          <address className={styles.address}>
            <span>{site.address}</span>
            <a href={telHref(site.phone)}>{site.phone}</a>
            <a href={`mailto:${site.emails[0]}`}>{site.emails[0]}</a>
          </address>
          {site.agentRegistration ? (
            <p className={styles.registration}>
              {site.agentRegistration.authority} agent registration:{' '}
              {reraDisplay(site.agentRegistration.number, site.agentRegistration.sample === true)}
            </p>
          ) : null}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-property">
          <h2 id="footer-property" className={styles.heading}>
            Properties & Tools
          </h2>
          <ul className={styles.list}>
            {[...CITY_LINKS, ...TOOL_LINKS].map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-map">
          <h2 id="footer-map" className={styles.heading}>
            Find Us
          </h2>
          {/* Added when the visitor nears the footer, never with a screen's first paint. */}
          <NearViewportFrame
            src={site.mapEmbedUrl}
            title={`Map: ${site.name}, Sector-141 Noida`}
            className={styles.mapBox}
            width={320}
            height={200}
          />
        </section>
      </div>
      <div className={styles.legal}>
        <p>
          © {year} {site.name}. All rights reserved.
        </p>
        <ul className={styles.legalLinks}>
          {/* The legal pages are the content remote's screens. */}
          <li>
            <Link to="/terms-and-conditions">Terms & Condition</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}

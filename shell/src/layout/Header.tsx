import { useRef, useState } from 'react';
import { NavLink } from 'shared-ui/router';
import { LOAN_LINK, NAV_LINKS } from './navLinks';
import { MobileMenu } from './MobileMenu';
import { ShortlistLink } from './ShortlistLink';
import { SiteLogo } from './SiteLogo';
import { TopBar } from './TopBar';
import styles from './Header.module.css';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <TopBar />
      <div className={styles.main}>
        <SiteLogo />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.links}>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.end}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink
                to={LOAN_LINK.to}
                className={({ isActive }) => `${styles.cta} ${isActive ? styles.ctaActive : ''}`}
              >
                {LOAN_LINK.label}
              </NavLink>
            </li>
          </ul>
        </nav>
        <ShortlistLink />
        <button
          ref={menuButton}
          type="button"
          className={styles.burger}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true" className={styles.bars} />
        </button>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}

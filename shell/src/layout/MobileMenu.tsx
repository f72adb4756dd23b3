import { NavLink } from 'shared-ui/router';
import { Dialog } from 'shared-ui';
import { LOAN_LINK, NAV_LINKS } from './navLinks';
import styles from './MobileMenu.module.css';

/**
 * The slide-in side menu for small screens. Choosing any item closes it; Escape and the backdrop
 * close it too; the dialog keeps focus inside and gives it back to the hamburger button.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} label="Menu" variant="side">
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 className={styles.title}>Menu</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.list}>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.end}
                  onClick={onClose}
                  className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <NavLink to={LOAN_LINK.to} onClick={onClose} className={styles.cta}>
            {LOAN_LINK.label}
          </NavLink>
        </nav>
      </div>
    </Dialog>
  );
}

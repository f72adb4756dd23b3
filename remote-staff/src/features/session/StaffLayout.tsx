import type { ReactNode } from 'react';
import { mayOpen, type StaffSessionAnswer } from 'contracts/api';
import { NavLink, useNavigate } from 'shared-ui/router';
import { AREA_TITLES, STAFF_SCREENS } from './screens';
import { useSignOutMutation } from './sessionEndpoints';
import buttons from '../../ui/buttons.module.css';
import styles from './StaffLayout.module.css';

/** The signed-in frame: the areas this role may open, who is signed in, and sign-out. */
export function StaffLayout({ account, children }: { account: StaffSessionAnswer['account']; children: ReactNode }) {
  const [signOut, { isLoading }] = useSignOutMutation();
  const navigate = useNavigate();
  const areas = STAFF_SCREENS.filter((area) => mayOpen(account.role, area));
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <nav aria-label="Back-office" className={styles.nav}>
          {areas.map((area) => (
            <NavLink
              key={area}
              to={`/staff/${area}`}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {AREA_TITLES[area]}
            </NavLink>
          ))}
        </nav>
        <p className={styles.who}>
          <span className={styles.email}>{account.email}</span> <span className={styles.role}>{account.role}</span>
        </p>
        <button
          type="button"
          className={buttons.button}
          disabled={isLoading}
          onClick={() => void signOut().then(() => navigate('/staff'))}
        >
          Sign out
        </button>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

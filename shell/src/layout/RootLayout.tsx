import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'shared-ui/router';
import { markInteractive } from 'shared-ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { RemoteOverrideSlot } from '../federation/RemoteOverrideSlot';
import styles from './RootLayout.module.css';

/** Header, main region and footer around every screen; focus moves to the page on navigation. */
export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A new page starts at its top; back and forward keep the browser's own scroll restoration.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  // Not on the first page: a visitor who was typing in a field before hydration keeps their focus.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById('main');
    if (main && document.activeElement && document.activeElement !== document.body) main.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className={styles.page} ref={markInteractive}>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <RemoteOverrideSlot />
    </div>
  );
}

import { useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'shared-ui/router';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './RootLayout.module.css';

/** Header, main region and footer around every screen; focus moves to the page on navigation. */
export function RootLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const main = document.getElementById('main');
    if (main && document.activeElement && document.activeElement !== document.body) main.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className={styles.page}>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

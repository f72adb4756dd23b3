import type { ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import styles from './PageBanner.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The banner every inner page opens with: a title and a breadcrumb trail ending at this page. Its
 * title is the page's h1 unless the page has a better one (a property's or a post's name): then it
 * is shown the same, as a paragraph (`titleAs="p"`). A title may hold more than text (a listing's
 * fixed banner text and, below it, what and where it lists).
 */
export function PageBanner({
  title,
  crumbs,
  titleAs: Title = 'h1',
}: {
  title: ReactNode;
  crumbs: Crumb[];
  titleAs?: 'h1' | 'p';
}) {
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <Title className={styles.title}>{title}</Title>
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            {crumbs.map((c, i) => (
              <li key={`${c.label}-${i}`}>
                {c.to && i < crumbs.length - 1 ? (
                  <Link to={c.to}>{c.label}</Link>
                ) : (
                  <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </div>
  );
}

import { Link } from 'shared-ui/router';
import styles from './PageBanner.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** The banner every inner page opens with: a title and a breadcrumb trail ending at this page. */
export function PageBanner({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
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

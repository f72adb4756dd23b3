import type { CSSProperties } from 'react';
import { Link } from 'shared-ui/router';
import { propertyImageUrl, listingDetailPath, type PropertyFacts } from 'contracts/api';
import { FallbackImage, parseJsonList } from 'shared-ui';
import { compareHref, type CompareRow } from './compareModel';
import styles from './CompareTable.module.css';

const nameOf = (p: PropertyFacts) => p.property_name.trim() || p.title.trim() || `Property ${p.p_id}`;

function Cell({ row, value }: { row: CompareRow; value: string }) {
  if (row.type === 'amenity') {
    return value === 'yes' ? (
      <>
        <span aria-hidden="true" className={styles.yes}>
          ✓
        </span>
        <span className="visually-hidden">Yes</span>
      </>
    ) : (
      <>
        <span aria-hidden="true" className={styles.no}>
          ✗
        </span>
        <span className="visually-hidden">No</span>
      </>
    );
  }
  if (value === '') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not available</span>
      </>
    );
  }
  return <>{value}</>;
}

function Row({ row }: { row: CompareRow }) {
  return (
    <tr className={row.differs ? styles.differs : undefined}>
      <th scope="row">
        {row.label}
        {row.differs && <span className={styles.badge}>Differs</span>}
      </th>
      {row.values.map((v, i) => (
        <td key={i}>
          <Cell row={row} value={v} />
        </td>
      ))}
    </tr>
  );
}

/**
 * The properties side by side: one column each, one row per fact and per amenity. Rows whose
 * values differ are tinted and say "Differs" in words (not colour alone). On a phone the table
 * scrolls sideways inside its own focusable region, its first column staying in place.
 */
export function CompareTable({ columns, rows }: { columns: PropertyFacts[]; rows: CompareRow[] }) {
  const facts = rows.filter((r) => r.type === 'fact');
  const amenities = rows.filter((r) => r.type === 'amenity');
  const ids = columns.map((p) => p.p_id);
  const differing = rows.filter((r) => r.differs).length;
  return (
    <section className={styles.scroller} aria-labelledby="compare-caption" tabIndex={0}>
      <table className={styles.table} style={{ '--columns': columns.length } as CSSProperties}>
        <caption id="compare-caption" className={styles.caption}>
          {columns.length === 1 ? '1 property' : `${columns.length} properties side by side`}
          {columns.length > 1 && `: ${differing === 0 ? 'no differences' : `${differing} rows differ`}`}
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {columns.map((p, i) => (
              <th key={p.p_id} scope="col" className={styles.property}>
                <FallbackImage
                  className={styles.image}
                  src={propertyImageUrl(parseJsonList(p.images)[0] ?? '')}
                  alt=""
                  width={240}
                  height={156}
                  loading={i < 2 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <Link
                  className={styles.name}
                  to={listingDetailPath({ citySlug: p.p_location, slug: p.slug, id: p.p_id }, p.kind)}
                >
                  {nameOf(p)}
                </Link>
                {columns.length > 2 && (
                  <Link className={styles.drop} to={compareHref(ids.filter((id) => id !== p.p_id))}>
                    Remove<span className="visually-hidden"> {nameOf(p)} from the comparison</span>
                  </Link>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facts.map((row) => (
            <Row key={row.key} row={row} />
          ))}
        </tbody>
        {amenities.length > 0 && (
          <tbody>
            <tr className={styles.group}>
              <th scope="colgroup" colSpan={columns.length + 1}>
                Amenities
              </th>
            </tr>
            {amenities.map((row) => (
              <Row key={row.key} row={row} />
            ))}
          </tbody>
        )}
      </table>
    </section>
  );
}

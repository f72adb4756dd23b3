import type { ReactNode } from 'react';
import { formatLakhPrice } from 'shared-ui';
import { PinIcon } from './icons';
import type { DetailView } from './parseDetail';
import styles from './DetailPage.module.css';

/** Name, builder, location and price: the head of both detail pages (h1 or h2 by page layout). */
export function DetailTitle({
  detail: d,
  level,
  headingClass,
  before,
}: {
  detail: DetailView;
  level: 'h1' | 'h2';
  headingClass?: string;
  before?: ReactNode;
}) {
  const Heading = level;
  return (
    <>
      <div>
        {before}
        <Heading id="property-name" className={headingClass}>
          {d.name}
        </Heading>
        {d.builder && <p className={styles.builder}>By {d.builder}</p>}
        {d.location && (
          <p className={styles.location}>
            <PinIcon className={styles.pin} />
            {d.location}
          </p>
        )}
      </div>
      <p className={styles.price}>
        <span className="visually-hidden">Price: </span>
        {formatLakhPrice(d.price)}
      </p>
    </>
  );
}

import { Link } from 'shared-ui/router';
import { FallbackImage, formatLakhPrice, ResponsivePicture } from 'shared-ui';
import { propertyImageUrl } from 'contracts/api';
import { THREE_COLUMN_SIZES } from './imageSizes';
import { detailPath, type CardListing, type ListingKind } from './cardModel';
import { CardSaveButton } from './CardSaveButton';
import { Icon } from './icons';
import { PhotoCount } from './PhotoCount';
import { formatPricePerSqft } from './pricePerSqft';
import styles from './ListingCard.module.css';

interface ListingCardProps {
  listing: CardListing;
  kind?: ListingKind;
  /** Cards in the first screenful load their image at once; the rest lazily. */
  aboveFold?: boolean;
  /** Heading level of the card title inside its section. */
  headingLevel?: 2 | 3 | 4;
  /** The card's image slot per viewport (imageSizes.ts): the grid it is in decides. */
  sizes?: string;
}

/** One listing card for every list of the site (spec 'Listing card'). */
export function ListingCard({
  listing,
  kind = 'residential',
  aboveFold = false,
  headingLevel = 3,
  sizes = THREE_COLUMN_SIZES,
}: ListingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const href = detailPath(listing, kind);
  const resale = listing.status === 'Resale';
  const title = listing.title || 'Property';
  const perSqft = formatPricePerSqft(listing.price, listing.area);
  const pid = Number(listing.pId) > 0 && Number.isInteger(Number(listing.pId)) ? Number(listing.pId) : null;

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {listing.picture ? (
          <ResponsivePicture
            className={styles.image}
            sources={listing.picture.sources}
            sizes={sizes}
            alt={listing.picture.alt || title}
            loading={aboveFold ? 'eager' : 'lazy'}
            // The first row is where the largest paint usually is: fetch it before other images.
            fetchPriority={aboveFold ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <FallbackImage
            className={styles.image}
            src={propertyImageUrl(listing.image)}
            alt={title}
            width={400}
            height={260}
            loading={aboveFold ? 'eager' : 'lazy'}
            fetchPriority={aboveFold ? 'high' : 'auto'}
            decoding="async"
          />
        )}
        {listing.status && (
          <span className={`${styles.badge} ${resale ? styles.resale : styles.other}`}>{listing.status}</span>
        )}
        <PhotoCount count={listing.photos} className={styles.photos} />
        {pid !== null && <CardSaveButton kind={kind} pid={pid} title={title} />}
      </div>
      <div className={styles.body}>
        <p className={styles.price}>
          {formatLakhPrice(listing.price)}
          {perSqft && (
            <>
              {' '}
              <span className={styles.perSqft}>{perSqft}</span>
            </>
          )}
        </p>
        <Heading className={styles.title}>
          <Link to={href} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {listing.location && (
          <p className={styles.location}>
            <Icon name="pin" />
            {listing.location}
          </p>
        )}
        {listing.description && <p className={styles.description}>{listing.description}</p>}
        <ul className={styles.facts}>
          <li>
            <Icon name="bed" />
            {listing.room ?? '–'} <span className={styles.unit}>Room</span>
          </li>
          <li>
            <Icon name="area" />
            {listing.area ?? '–'} <span className={styles.unit}>sqft</span>
          </li>
          <li>
            <Icon name="bath" />
            {listing.bathroom ?? '–'} <span className={styles.unit}>Bathroom</span>
          </li>
          <li>
            <Icon name="car" />
            <span className={styles.fixed}>3</span>
          </li>
        </ul>
        <p className={styles.meta}>
          <span>
            <Icon name="user" />
            Admin
          </span>
          <span>
            <Icon name="tag" />
            Residential
          </span>
        </p>
      </div>
    </article>
  );
}

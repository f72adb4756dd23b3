import { useState } from 'react';
import { LISTING_STATES, type StaffListing } from 'contracts/api';
import { formatLakhPrice, Spinner, StatusMessage } from 'shared-ui';
import { Link, useLocation, useSearchParams } from 'shared-ui/router';
import { failureMessage } from '../../api/answers';
import { formatDateTime } from '../../lib/dateTime';
import { publicListingHref } from '../../lib/publicListing';
import buttons from '../../ui/buttons.module.css';
import styles from '../../ui/listScreen.module.css';
import { SearchForm } from '../../ui/SearchForm';
import { useCursorPages } from '../../ui/useCursorPages';
import { STATE_LABELS, STATE_TONES } from './listingStates';
import { useGetListingsQuery, type ListingsFilters } from './listingsEndpoints';

const KINDS = ['residential', 'commercial'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Every listing, published or not, newest change first; kind and state kept in the address. */
export default function ListingsPage() {
  const [search, setSearch] = useSearchParams();
  const kind = oneOf(KINDS, search.get('kind'));
  const state = oneOf(LISTING_STATES, search.get('state'));
  const [q, setQ] = useState('');
  const { pages, more, reset } = useCursorPages();
  // What the screen before said it did (a deletion): kept in the history entry, never in the address.
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;

  const apply = (next: { kind?: string | undefined; state?: string | undefined }) => {
    const query = new URLSearchParams();
    const merged = { kind, state, ...next };
    if (merged.kind) query.set('kind', merged.kind);
    if (merged.state) query.set('state', merged.state);
    reset();
    setSearch(query, { replace: true });
  };

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>Listings</h1>
        <Link className={buttons.primary} to="/staff/listings/new">
          New listing
        </Link>
      </div>
      {typeof notice === 'string' ? <StatusMessage tone="info" message={notice} /> : null}
      <div className={styles.filters}>
        <label className={styles.filter}>
          Kind
          <select value={kind ?? ''} onChange={(e) => apply({ kind: e.target.value || undefined })}>
            <option value="">Residential and commercial</option>
            <option value="residential">Residential</option>
            <option value="commercial">Commercial</option>
          </select>
        </label>
        <label className={styles.filter}>
          State
          <select value={state ?? ''} onChange={(e) => apply({ state: e.target.value || undefined })}>
            <option value="">Any state</option>
            {LISTING_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <SearchForm
          placeholder="Title, project or slug"
          onSearch={(text) => {
            reset();
            setQ(text);
          }}
        />
      </div>
      <ol className={styles.list} aria-label="Listings, newest change first">
        {pages.map((before, i) => (
          <ListingsPageOf
            key={before ?? 'first'}
            filters={{ kind, state, q: q || undefined, before }}
            last={i === pages.length - 1}
            onMore={more}
          />
        ))}
      </ol>
    </>
  );
}

function ListingsPageOf({
  filters,
  last,
  onMore,
}: {
  filters: ListingsFilters;
  last: boolean;
  onMore: (next: string) => void;
}) {
  const { data, error, isFetching, refetch } = useGetListingsQuery(filters);
  if (error) return <StatusMessage message={failureMessage(error)} onRetry={() => void refetch()} />;
  if (data === undefined) return isFetching ? <Spinner label="Loading listings…" /> : null;
  return (
    <>
      {data.listings.length === 0 && filters.before === undefined ? (
        <li className={styles.empty}>No listing matches these filters.</li>
      ) : null}
      {data.listings.map((listing) => (
        <ListingRow key={listing.id} listing={listing} />
      ))}
      {last && data.nextBefore !== null ? (
        <li className={styles.moreRow}>
          <button type="button" className={buttons.button} onClick={() => onMore(data.nextBefore ?? '')}>
            Older changes
          </button>
        </li>
      ) : null}
    </>
  );
}

function ListingRow({ listing }: { listing: StaffListing }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <Link className={styles.name} to={`/staff/listings/${listing.id}`}>
          {listing.title}
        </Link>
        <span className={`${styles.badge} ${styles[STATE_TONES[listing.state]]}`}>{STATE_LABELS[listing.state]}</span>
      </div>
      <p className={styles.meta}>
        {formatLakhPrice(listing.price)} · {listing.location} · {listing.kind} · #{listing.id} · changed{' '}
        {formatDateTime(listing.updatedAt)}
        {listing.state === 'published' ? (
          <>
            {' · '}
            <a href={publicListingHref(listing.kind, listing.id, listing.slug)}>public page</a>
          </>
        ) : null}
      </p>
    </li>
  );
}

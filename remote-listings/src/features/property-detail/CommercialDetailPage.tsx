import { Link } from 'shared-ui/router';
import { formatDate, formatLakhPrice, SafeHtml, type Crumb } from 'shared-ui';
import { slugToTitle } from 'contracts/api';
import { DetailActions } from './DetailActions';
import { detailCrumbs } from './detailCrumbs';
import { DetailHead } from './DetailHead';
import { DetailStatus } from './DetailStatus';
import { DetailTitle } from './DetailTitle';
import { FactList } from './FactList';
import { pricePerSqftFact } from './pricePerSqftFact';
import { reraFact } from './reraFact';
import { FeatureList } from './FeatureList';
import { formatArea, formatCount } from './format';
import { ImageGallery } from './ImageGallery';
import type { DetailView } from './parseDetail';
import { COMMERCIAL_OWNERSHIP, FIXED_FACTS } from './fixedFacts';
import { useDetail } from './useDetail';
import { ContactBar, PropertyEnquiry } from '../property-enquiry';
import { LocalityMap } from '../property-map';
import { RelatedListings } from '../similar-properties';
import styles from './DetailPage.module.css';

/** /commercial/{queryLocation}/{propertyName}/{pid} */
export default function CommercialDetailPage() {
  const { result, citySlugFromUrl } = useDetail('commercial');
  const detail = result.state === 'ready' ? result.detail : null;
  const crumbs = detailCrumbs('commercial', detail, citySlugFromUrl);
  return (
    <>
      <DetailHead kind="commercial" result={result} crumbs={crumbs} />
      {result.state === 'ready' ? (
        <CommercialBody detail={result.detail} crumbs={crumbs} citySlug={result.detail.citySlug || citySlugFromUrl} />
      ) : (
        <div className={styles.statusArea}>
          <div className={styles.commercialTop}>
            <Breadcrumb crumbs={crumbs} />
            <h1 className={styles.title}>Commercial Property</h1>
          </div>
          <DetailStatus result={result} kind="commercial" citySlug={citySlugFromUrl} />
        </div>
      )}
    </>
  );
}

function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.crumbs}>
        {crumbs.map((c, i) => (
          <li key={c.label}>
            {c.to && i < crumbs.length - 1 ? (
              <Link to={c.to}>{c.label}</Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function CommercialBody({ detail: d, crumbs, citySlug }: { detail: DetailView; crumbs: Crumb[]; citySlug: string }) {
  const updated = formatDate(d.updatedAt) || formatDate(d.createdAt);
  return (
    <div className={styles.commercial}>
      <header className={`${styles.header} ${styles.commercialTop}`}>
        <DetailTitle detail={d} level="h1" headingClass={styles.title} before={<Breadcrumb crumbs={crumbs} />} />
      </header>
      <div className={styles.page}>
        <article className={styles.main} aria-labelledby="property-name">
          <ImageGallery images={d.images} photos={d.photos} name={d.name} />
          <section className={styles.section} aria-labelledby="overview-heading">
            <h2 id="overview-heading" className={styles.sectionTitle}>
              Overview
            </h2>
            <FactList
              columns={3}
              facts={[
                { label: 'Updated On', value: updated },
                { label: 'Area', value: formatArea(d.area, 'sq-ft') },
                { label: 'Lift', value: formatCount(d.lift) },
              ]}
            />
          </section>
          <section className={styles.section} aria-labelledby="description-heading">
            <h2 id="description-heading" className={styles.sectionTitle}>
              Description
            </h2>
            <SafeHtml html={d.descriptionHtml} className={styles.description} />
          </section>
          <section className={styles.section} aria-labelledby="address-heading">
            <h2 id="address-heading" className={styles.sectionTitle}>
              Address
            </h2>
            <FactList
              facts={[
                { label: 'Address', value: d.address || d.location },
                { label: 'City', value: slugToTitle(citySlug) },
                { label: 'Zip Code', value: FIXED_FACTS.zipCode },
                { label: 'Country', value: FIXED_FACTS.country },
              ]}
            />
          </section>
          <section className={styles.section} aria-labelledby="details-heading">
            <h2 id="details-heading" className={styles.sectionTitle}>
              Details
            </h2>
            <FactList
              facts={[
                { label: 'Property ID', value: String(d.pid) },
                { label: 'Price', value: formatLakhPrice(d.price) },
                ...pricePerSqftFact(d),
                { label: 'Lift', value: formatCount(d.lift) },
                { label: 'Washrooms', value: formatCount(d.washroom) },
                { label: 'Area', value: formatArea(d.area, 'sq-ft') },
                { label: 'Ownership', value: COMMERCIAL_OWNERSHIP },
                ...reraFact(d.rera),
                { label: 'Furnishing', value: d.furnishing },
                { label: 'Brokerage', value: FIXED_FACTS.brokerage },
                { label: 'Price Negotiable', value: FIXED_FACTS.priceNegotiable },
              ]}
            />
          </section>
          <section className={styles.section} aria-labelledby="features-heading">
            <h2 id="features-heading" className={styles.sectionTitle}>
              Features &amp; Amenities
            </h2>
            <FeatureList features={d.features} />
          </section>
          <LocalityMap latitude={d.latitude} longitude={d.longitude} address={d.address} locality={d.location} />
        </article>
        <aside className={`${styles.sidebar} ${styles.sticky}`} aria-label="Enquire about this property">
          <div className={styles.panel}>
            <PropertyEnquiry
              listing={{ kind: 'commercial', pid: d.pid, name: d.name }}
              price={formatLakhPrice(d.price)}
            />
          </div>
          <div className={styles.panel}>
            <DetailActions kind="commercial" pid={d.pid} name={d.name} />
          </div>
        </aside>
      </div>
      <RelatedListings kind="commercial" listing={d} />
      {/* After everything the page shows: on phones it stays at the bottom until the footer. */}
      <ContactBar listing={{ kind: 'commercial', pid: d.pid, name: d.name }} />
    </div>
  );
}

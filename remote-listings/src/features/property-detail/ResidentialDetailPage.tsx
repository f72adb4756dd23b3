import { formatDate, formatLakhPrice, PageBanner, SafeHtml } from 'shared-ui';
import { DetailActions } from './DetailActions';
import { detailCrumbs } from './detailCrumbs';
import { DetailHead } from './DetailHead';
import { DetailStatus } from './DetailStatus';
import { DetailTitle } from './DetailTitle';
import { FactList } from './FactList';
import { pricePerSqftFact } from './pricePerSqftFact';
import { reraFact } from './reraFact';
import { FIXED_FACTS } from './fixedFacts';
import { FeatureList } from './FeatureList';
import { formatArea, formatCount } from './format';
import { ImageGallery } from './ImageGallery';
import { ContactBar, PropertyEnquiry } from '../property-enquiry';
import { LocalityMap } from '../property-map';
import type { DetailView } from './parseDetail';
import { useDetail } from './useDetail';
import { RelatedListings } from '../similar-properties';
import styles from './DetailPage.module.css';

/** /residential/{queryLocation}/{propertyName}/{pid} */
export default function ResidentialDetailPage() {
  const { result, citySlugFromUrl } = useDetail('residential');
  const detail = result.state === 'ready' ? result.detail : null;
  const crumbs = detailCrumbs('residential', detail, citySlugFromUrl);
  return (
    <>
      <DetailHead kind="residential" result={result} crumbs={crumbs} />
      {/* The spec's banner text stays; with a listing, the page's h1 is the listing's name. */}
      <PageBanner title="PROJECT LISTING" crumbs={crumbs} titleAs={result.state === 'ready' ? 'p' : 'h1'} />
      {result.state === 'ready' ? (
        <>
          <ResidentialBody detail={result.detail} />
          <RelatedListings kind="residential" listing={result.detail} />
          {/* After everything the page shows: on phones it stays at the bottom until the footer. */}
          <ContactBar listing={{ kind: 'residential', pid: result.detail.pid, name: result.detail.name }} />
        </>
      ) : (
        <div className={styles.statusArea}>
          <DetailStatus result={result} kind="residential" citySlug={citySlugFromUrl} />
        </div>
      )}
    </>
  );
}

function ResidentialBody({ detail: d }: { detail: DetailView }) {
  return (
    <div className={styles.page}>
      <article className={styles.main} aria-labelledby="property-name">
        <ImageGallery images={d.images} photos={d.photos} name={d.name} />
        <header className={styles.header}>
          <DetailTitle detail={d} level="h1" headingClass={styles.name} />
        </header>
        <section className={styles.section} aria-labelledby="details-heading">
          <h2 id="details-heading" className={styles.sectionTitle}>
            Property Details
          </h2>
          <FactList
            facts={[
              { label: 'Price', value: formatLakhPrice(d.price) },
              ...pricePerSqftFact(d),
              { label: 'Bedrooms', value: formatCount(d.bedroom) },
              { label: 'Bathrooms', value: formatCount(d.bathroom) },
              { label: 'Area', value: formatArea(d.area, 'sqft') },
              { label: 'Status', value: d.status },
              { label: 'Type', value: d.type },
              ...reraFact(d.rera),
              { label: 'Listed on', value: formatDate(d.createdAt) },
              { label: 'Brokerage', value: FIXED_FACTS.brokerage },
              { label: 'Price Negotiable', value: FIXED_FACTS.priceNegotiable },
              { label: 'Zip Code', value: FIXED_FACTS.zipCode },
              { label: 'Country', value: FIXED_FACTS.country },
            ]}
          />
        </section>
        <section className={styles.section} aria-labelledby="description-heading">
          <h2 id="description-heading" className={styles.sectionTitle}>
            Description
          </h2>
          <SafeHtml html={d.descriptionHtml} className={styles.description} />
        </section>
        <section className={styles.section} aria-labelledby="features-heading">
          <h2 id="features-heading" className={styles.sectionTitle}>
            Features
          </h2>
          <FeatureList features={d.features} />
        </section>
        <LocalityMap latitude={d.latitude} longitude={d.longitude} address={d.address} locality={d.location} />
      </article>
      <aside className={`${styles.sidebar} ${styles.sticky}`} aria-label="Enquire about or share this property">
        <div className={styles.panel}>
          <PropertyEnquiry
            listing={{ kind: 'residential', pid: d.pid, name: d.name }}
            price={formatLakhPrice(d.price)}
          />
        </div>
        <div className={styles.panel}>
          <DetailActions kind="residential" pid={d.pid} name={d.name} />
        </div>
      </aside>
    </div>
  );
}

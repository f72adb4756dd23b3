import {
  getSiteSettings,
  NearViewportFrame,
  PageBanner,
  StatusMessage,
  PageMeta,
  pageTitle,
  RealEstateAgentJsonLd,
  type SiteSettings,
} from 'shared-ui';
import section from '../../ui/Section.module.css';
import { ContactForm } from './ContactForm';
import styles from './ContactPage.module.css';

function readSettings(): SiteSettings | null {
  try {
    return getSiteSettings();
  } catch (error) {
    console.error('The site settings could not be read', error);
    return null;
  }
}

/** tel: links need the bare digits of the configured number. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** /contact: info cards, the 'Get A Quote' form and the office map. */
export default function ContactPage() {
  const site = readSettings();
  return (
    <>
      <PageMeta
        title={pageTitle('Contact Us')}
        description="Call, e-mail or visit our office in Sector-141, Noida, or send us an enquiry to buy, sell or lease property in Noida and Delhi-NCR."
      />
      <RealEstateAgentJsonLd />
      <PageBanner title="CONTACT US" crumbs={[{ label: 'Home', to: '/' }, { label: 'Contact Us' }]} />
      <div className={section.container}>
        {site ? (
          <ul className={styles.cards} aria-label="How to reach us">
            <li className={styles.card}>
              <h2 className={styles.cardTitle}>Phone</h2>
              <a href={telHref(site.phone)}>{site.phone}</a>
            </li>
            <li className={styles.card}>
              <h2 className={styles.cardTitle}>Email</h2>
              {site.emails.map((mail) => (
                <a key={mail} href={`mailto:${mail}`}>
                  {mail}
                </a>
              ))}
            </li>
            <li className={styles.card}>
              <h2 className={styles.cardTitle}>Office</h2>
              <address>{site.address}</address>
            </li>
          </ul>
        ) : (
          <StatusMessage
            tone="info"
            message="Our contact details could not be shown right now. You can still send us an enquiry below."
          />
        )}
        <div className={styles.split}>
          <ContactForm />
          {/* Added when the visitor nears it: the address is in the info cards above. */}
          {site && (
            <NearViewportFrame
              src={site.mapEmbedUrl}
              title={`Map of our office: ${site.address}`}
              className={styles.mapBox}
              width={600}
              height={450}
            />
          )}
        </div>
      </div>
    </>
  );
}

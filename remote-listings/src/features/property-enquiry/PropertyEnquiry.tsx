import { EnquiryForm } from './EnquiryForm';
import type { ListingRef } from './listingRef';
import { usePropertyLinks } from './usePropertyLinks';
import { PhoneIcon, WhatsAppIcon } from './icons';
import styles from './PropertyEnquiry.module.css';

/** The id of the panel: the phone bar's Enquire link points at it. */
export const ENQUIRY_ID = 'property-enquiry';

/**
 * A listing page's enquiry panel, the same on residential and commercial pages: the short form
 * (stored with the listing it is about), the firm's call link and a WhatsApp link naming the property.
 */
export function PropertyEnquiry({ listing, price }: { listing: ListingRef; price: string }) {
  const links = usePropertyLinks(listing.name);
  return (
    <section id={ENQUIRY_ID} className={styles.panel} aria-labelledby="enquiry-heading">
      <h2 id="enquiry-heading" className={styles.heading}>
        Interested in this property?
      </h2>
      {price && <p className={styles.price}>{price}</p>}
      <EnquiryForm listing={listing} />
      <div className={styles.links}>
        {links.call && (
          <a href={links.call} className={styles.link}>
            <PhoneIcon className={styles.icon} />
            Call {links.phone}
          </a>
        )}
        {links.whatsapp && (
          <a href={links.whatsapp} className={styles.link} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon className={styles.icon} />
            WhatsApp us
            <span className={styles.visuallyHidden}> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </section>
  );
}

import type { MouseEvent } from 'react';
import type { ListingRef } from './listingRef';
import { usePropertyLinks } from './usePropertyLinks';
import { PhoneIcon, WhatsAppIcon } from './icons';
import { ENQUIRY_ID } from './PropertyEnquiry';
import styles from './ContactBar.module.css';

/**
 * On phones, a bar at the bottom of a listing page with Call, WhatsApp and Enquire. It is sticky
 * at the end of the page, not fixed: it takes its own room in the flow, so at the page's end it sits
 * below the content instead of over it, and it is in the server's HTML from the start, shown by a
 * media query only (no script, no layout shift). Wider screens have the side panel instead.
 */
export function ContactBar({ listing }: { listing: ListingRef }) {
  const links = usePropertyLinks(listing.name);

  // Without JavaScript the link still scrolls to the panel; with it, the Name field gets the focus too.
  const onEnquire = (e: MouseEvent<HTMLAnchorElement>) => {
    const panel = document.getElementById(ENQUIRY_ID);
    const field = panel?.querySelector<HTMLInputElement>('input[name="name"]');
    if (!panel || !field) return;
    e.preventDefault();
    panel.scrollIntoView({ block: 'start' });
    field.focus({ preventScroll: true });
  };

  return (
    <nav className={styles.bar} aria-label="Contact us about this property">
      {links.call && (
        <a href={links.call} className={styles.action}>
          <PhoneIcon className={styles.icon} />
          Call
        </a>
      )}
      {links.whatsapp && (
        <a href={links.whatsapp} className={styles.action} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon className={styles.icon} />
          WhatsApp
        </a>
      )}
      <a href={`#${ENQUIRY_ID}`} className={`${styles.action} ${styles.primary}`} onClick={onEnquire}>
        Enquire
      </a>
    </nav>
  );
}

import { Link } from 'shared-ui/router';
import { siteInfo, telHref } from './siteInfo';
import styles from './EnquiryPanel.module.css';

/** The side panel's call to action: the enquiry form and the firm's phone. */
export function EnquiryPanel({ name, price }: { name: string; price: string }) {
  const { phone } = siteInfo();
  return (
    <section className={styles.panel} aria-labelledby="enquiry-heading">
      <h2 id="enquiry-heading" className={styles.heading}>
        Interested in this property?
      </h2>
      <p className={styles.price}>{price}</p>
      <p className={styles.text}>Ask our advisors about {name}: site visits, the payment plan and lease terms.</p>
      <Link to="/contact" className={styles.primary}>
        Send an enquiry
      </Link>
      {phone && (
        <a href={telHref(phone)} className={styles.secondary}>
          <span aria-hidden="true">☎</span>Call {phone}
        </a>
      )}
    </section>
  );
}

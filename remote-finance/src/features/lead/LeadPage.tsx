import { Link } from 'shared-ui/router';
import { PageBanner, PageMeta, pageTitle } from 'shared-ui';
import { BANK_LOGOS } from './banks';
import { LeadForm } from './LeadForm';
import styles from './LeadPage.module.css';

const SELLING_POINTS = [
  { title: 'Approval within 24 hours', text: 'A quick decision on your application from our partner banks.' },
  { title: 'Bank-grade security', text: 'Your details are encrypted and shared only with the banks you choose.' },
  { title: '100% digital', text: 'No paperwork and no branch visits: apply from your phone.' },
  { title: 'Competitive rates', text: 'Compare home-loan offers from 12 associated banks.' },
] as const;

/** /check-loan-eligibility: the home-loan estimate lead page. */
export default function LeadPage() {
  return (
    <>
      <PageMeta
        title={pageTitle('Check Home Loan Eligibility – Get a Free Estimate')}
        description="Share your name, e-mail and phone to get home loan offers from 12 associated banks in 2 mins: approval within 24 hours, 100% digital."
      />
      <PageBanner
        title="CHECK LOAN ELIGIBILITY"
        crumbs={[{ label: 'Home', to: '/' }, { label: 'Check Loan Eligibility' }]}
      />
      <div className={styles.page}>
        <div className={styles.grid}>
          <section className={styles.pitch} aria-labelledby="lead-pitch">
            <h2 id="lead-pitch" className={styles.heading}>
              Get the best home loan offers in <span className={styles.highlight}>2 mins</span>
            </h2>
            <ul className={styles.points}>
              {SELLING_POINTS.map((p) => (
                <li key={p.title}>
                  <span className={styles.tick} aria-hidden="true">
                    ✓
                  </span>
                  <span>
                    <strong>{p.title}</strong>
                    <br />
                    {p.text}
                  </span>
                </li>
              ))}
            </ul>
            <div className={styles.tools}>
              <Link to="/eligibility-check" className={styles.toolLink}>
                Check your loan eligibility
              </Link>
              <Link to="/emi-calculator" className={styles.toolLink}>
                Calculate your EMI
              </Link>
            </div>
          </section>
          <LeadForm />
        </div>

        <section className={styles.banks} aria-labelledby="lead-banks">
          <h2 id="lead-banks" className={styles.heading}>
            Our associated banks
          </h2>
          <ul className={styles.logos}>
            {BANK_LOGOS.map((b) => (
              <li key={b.src}>
                <img src={b.src} alt={b.name} width={200} height={100} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

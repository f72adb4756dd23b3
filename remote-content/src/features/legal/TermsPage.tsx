import { Link } from 'shared-ui/router';
import { PageBanner, PageMeta, pageTitle } from 'shared-ui';
import section from '../../ui/Section.module.css';
import { Contents, FirmContact, FirmEmail } from './FirmContact';
import { LAST_UPDATED, longDate, PRIVACY_POLICY_PATH, readSiteSettings } from './legalInfo';
import styles from './LegalPage.module.css';

export const TERMS_SECTIONS = [
  { id: 'about-these-terms', title: 'About these terms' },
  { id: 'listings', title: 'Listings and other information' },
  { id: 'no-offer', title: 'No offer, no contract' },
  { id: 'rera', title: 'RERA registration' },
  { id: 'calculators', title: 'Calculators are estimates' },
  { id: 'not-legal-advice', title: 'General information, not legal advice' },
  { id: 'use-of-the-site', title: 'Using this website' },
  { id: 'intellectual-property', title: 'Intellectual property' },
  { id: 'other-websites', title: 'Other websites' },
  { id: 'liability', title: 'Limits of our liability' },
  { id: 'privacy', title: 'Your personal data' },
  { id: 'governing-law', title: 'Governing law and courts' },
  { id: 'contact', title: 'Changes and contact' },
] as const;

const title = (id: (typeof TERMS_SECTIONS)[number]['id']) => TERMS_SECTIONS.find((s) => s.id === id)?.title;

/** /terms-and-conditions: the terms of use of the website (the footer's "Terms & Condition" link). */
export default function TermsPage() {
  const site = readSiteSettings();
  const firm = site?.name ?? 'Noida Realty Advisors';
  return (
    <>
      <PageMeta
        title={pageTitle('Terms & Conditions')}
        description={`The terms of use of the ${firm} website: listings are indicative and must be verified, nothing here is an offer, calculators give estimates, and Indian law applies.`}
      />
      <PageBanner title="TERMS & CONDITIONS" crumbs={[{ label: 'Home', to: '/' }, { label: 'Terms & Conditions' }]} />
      <div className={section.container}>
        <article className={styles.article}>
          <p className={styles.updated}>
            Last updated: <time dateTime={LAST_UPDATED}>{longDate(LAST_UPDATED)}</time>
          </p>
          <p className={styles.intro}>
            Please read these terms before you rely on anything you find on this website. By using the website you
            accept them.
          </p>
          <Contents sections={TERMS_SECTIONS} />

          <section className={styles.section} aria-labelledby="about-these-terms">
            <h2 id="about-these-terms">{title('about-these-terms')}</h2>
            <p>
              This website is run by {firm} (“we”, “us”), a real-estate consultancy and brokerage in Noida and
              Delhi-NCR. These terms cover your use of the website: its listings, blog, gallery, calculators and forms.
              Any service we agree to give you (brokerage, legal consultancy, help with a home loan) is governed by the
              separate written terms we agree with you for it.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="listings">
            <h2 id="listings">{title('listings')}</h2>
            <p>
              Listings show properties offered by builders, owners and other sellers. Prices, areas, floor plans,
              photos, amenities, possession dates and availability are <strong>indicative</strong>: they come from those
              sellers, change often, and may be out of date or wrong. Photos and plans may be artist’s impressions or of
              a sample flat.
            </p>
            <p>Before you decide, pay a token amount or sign anything, please verify for yourself:</p>
            <ul>
              <li>the price, the carpet area and every charge on top of the price, in writing from the seller;</li>
              <li>the title, the approved building plans and the occupancy or completion certificate;</li>
              <li>the project’s RERA registration (see below) and the builder’s record;</li>
              <li>the property itself, on a site visit.</li>
            </ul>
            <p>We are glad to help you with these checks: that is what our legal consultancy is for.</p>
          </section>

          <section className={styles.section} aria-labelledby="no-offer">
            <h2 id="no-offer">{title('no-offer')}</h2>
            <p>
              Nothing on this website is an offer to sell, lease or finance any property, and a listing is not a promise
              that the property is still available. Sending us an enquiry or a home-loan request does not book or
              reserve a property and creates no contract. A deal is made only by a written agreement signed by the buyer
              (or tenant) and the seller (or landlord).
            </p>
          </section>

          <section className={styles.section} aria-labelledby="rera">
            <h2 id="rera">{title('rera')}</h2>
            <p>
              Under the Real Estate (Regulation and Development) Act, 2016, most new projects and the agents who sell
              them must be registered with the real-estate regulatory authority (RERA) of their state: UP RERA for
              Noida, Greater Noida and Ghaziabad, Haryana RERA for Gurgaon, and Gujarat RERA for Gandhi Nagar. Where a
              listing shows a RERA number, check it on that authority’s website before you book; where a project should
              be registered and is not, do not book it. A listing on this website is not an approval of a project by us
              or by any authority.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="calculators">
            <h2 id="calculators">{title('calculators')}</h2>
            <p>
              The loan eligibility calculator, the EMI calculator and the home-loan estimate give{' '}
              <strong>estimates only</strong>, from the figures you enter and simple assumptions. They are not a loan
              offer or a sanction. The amount a lender will lend, its interest rate, fees and EMI depend on its own
              assessment of you and of the property. We are not a bank or a lender.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="not-legal-advice">
            <h2 id="not-legal-advice">{title('not-legal-advice')}</h2>
            <p>
              Our blog posts and the other texts on this website are general information about real estate. They are not
              legal, tax or financial advice for your situation, which we give only after we have looked at your case
              and documents in a consultation.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="use-of-the-site">
            <h2 id="use-of-the-site">{title('use-of-the-site')}</h2>
            <p>When you use this website, please do not:</p>
            <ul>
              <li>send a form with another person’s details, or with false details;</li>
              <li>send forms in bulk or automatically, or use them to advertise;</li>
              <li>copy the listings or other content in bulk, by hand or with automated tools;</li>
              <li>try to break into, overload or disrupt the website or its servers.</li>
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="intellectual-property">
            <h2 id="intellectual-property">{title('intellectual-property')}</h2>
            <p>
              The website’s text, design, logo, photos and other content belong to {firm} or to those who licensed them
              to us. You may view, print and share pages for your own, non-commercial use. Any other use, such as
              copying content to another website or a listing portal, needs our written permission. Names and logos of
              builders, projects and banks belong to their owners and are used only to identify them.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="other-websites">
            <h2 id="other-websites">{title('other-websites')}</h2>
            <p>
              Links to other websites (social networks, maps, videos, builders’ and banks’ websites) are given for your
              convenience. We do not control those websites and are not responsible for their content or their handling
              of your data.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="liability">
            <h2 id="liability">{title('liability')}</h2>
            <p>
              We take care to keep this website accurate and available, but we provide it as it is and cannot promise
              that it is free of errors or always online. As far as the law allows, we are not liable for any loss that
              comes from relying on information on this website without verifying it as described above, or from the
              website being unavailable. Nothing in these terms limits a liability that cannot be limited under Indian
              law, including for fraud, or your rights as a consumer.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="privacy">
            <h2 id="privacy">{title('privacy')}</h2>
            <p>
              How we use the details you send through the forms, how long we keep them and how to ask us to delete them
              is explained in our <Link to={PRIVACY_POLICY_PATH}>Privacy Policy</Link>.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="governing-law">
            <h2 id="governing-law">{title('governing-law')}</h2>
            <p>
              These terms and any dispute about this website are governed by the laws of India. The courts at Gautam
              Buddh Nagar (Noida), Uttar Pradesh, have exclusive jurisdiction, subject to any right you have under
              consumer-protection law to go to the forum where you live.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="contact">
            <h2 id="contact">{title('contact')}</h2>
            <p>
              We may update these terms; the version on this page, with its “last updated” date, is the one that
              applies. Questions about them? Write to <FirmEmail site={site} /> or contact us at:
            </p>
            <FirmContact site={site} />
          </section>
        </article>
      </div>
    </>
  );
}

import { Link } from 'shared-ui/router';
import { PageBanner, PageMeta, pageTitle } from 'shared-ui';
import section from '../../ui/Section.module.css';
import { Contents, FirmContact, FirmEmail } from './FirmContact';
import {
  emailCopyConfigured,
  LAST_UPDATED,
  longDate,
  readSiteSettings,
  RETENTION_MONTHS,
  TERMS_PATH,
} from './legalInfo';
import styles from './LegalPage.module.css';

export const PRIVACY_SECTIONS = [
  { id: 'who-we-are', title: 'Who we are' },
  { id: 'what-we-collect', title: 'What each form collects, and why' },
  { id: 'legal-basis', title: 'Your consent' },
  { id: 'who-receives-it', title: 'Who receives your details' },
  { id: 'how-long', title: 'How long we keep your details' },
  { id: 'your-rights', title: 'Your rights, and how to use them' },
  { id: 'browser-storage', title: 'Cookies and storage in your browser' },
  { id: 'security', title: 'How we protect your details' },
  { id: 'children', title: 'Children' },
  { id: 'changes', title: 'Changes to this notice' },
] as const;

const title = (id: (typeof PRIVACY_SECTIONS)[number]['id']) => PRIVACY_SECTIONS.find((s) => s.id === id)?.title;

/**
 * /privacy-policy: the notice India's Digital Personal Data Protection Act, 2023 asks for, per form:
 * what is collected, why, who receives it, how long it is kept (the API's retention setting) and
 * how to ask for access, correction or deletion. The firm's details come from the runtime config.
 */
export default function PrivacyPolicyPage() {
  const site = readSiteSettings();
  const firm = site?.name ?? 'Noida Realty Advisors';
  const emailCopy = emailCopyConfigured();
  return (
    <>
      <PageMeta
        title={pageTitle('Privacy Policy')}
        description={`How ${firm} uses the name, e-mail address and phone number you send through this website's forms, how long they are kept, and how to ask for them to be corrected or deleted.`}
      />
      <PageBanner title="PRIVACY POLICY" crumbs={[{ label: 'Home', to: '/' }, { label: 'Privacy Policy' }]} />
      <div className={section.container}>
        <article className={styles.article}>
          <p className={styles.updated}>
            Last updated: <time dateTime={LAST_UPDATED}>{longDate(LAST_UPDATED)}</time>
          </p>
          <p className={styles.intro}>
            This notice explains what personal data {firm} collects through this website, why, who receives it, how long
            it is kept and how you can ask us to show, correct or delete it. It is given under India’s Digital Personal
            Data Protection Act, 2023.
          </p>
          <Contents sections={PRIVACY_SECTIONS} />

          <section className={styles.section} aria-labelledby="who-we-are">
            <h2 id="who-we-are">{title('who-we-are')}</h2>
            <p>
              {firm} is a real-estate consultancy and brokerage in Noida and Delhi-NCR. We decide why and how the
              details you send through this website are used, so under the Act we are the “data fiduciary” for them. You
              can reach us here:
            </p>
            <FirmContact site={site} />
          </section>

          <section className={styles.section} aria-labelledby="what-we-collect">
            <h2 id="what-we-collect">{title('what-we-collect')}</h2>
            <p>
              You can browse every page of this website without telling us who you are. We collect personal data only
              when you send one of the forms below, and only what that form asks for.
            </p>

            <h3>Contact enquiry (“Get A Quote” on the Contact page)</h3>
            <dl className={styles.facts}>
              <dt>What we collect</dt>
              <dd>
                Your name, e-mail address, phone number, the subject and message you write, the page you sent it from,
                the time, and your device’s IP address.
              </dd>
              <dt>Why</dt>
              <dd>
                To answer your enquiry: to call or write back to you about buying, selling or leasing property, or about
                our legal consultancy.
              </dd>
            </dl>

            <h3>Property enquiry (on a property’s page)</h3>
            <dl className={styles.facts}>
              <dt>What we collect</dt>
              <dd>
                Your name, e-mail address, phone number and message, the property you asked about (its page and listing
                number), the time, and your device’s IP address.
              </dd>
              <dt>Why</dt>
              <dd>To answer your questions about that property and, if you wish, to arrange a site visit.</dd>
            </dl>

            <h3>Home-loan estimate (the Check Loan Eligibility page)</h3>
            <dl className={styles.facts}>
              <dt>What we collect</dt>
              <dd>
                Your name, e-mail address, your phone number if you give it, the page you sent it from, the time, and
                your device’s IP address.
              </dd>
              <dt>Why</dt>
              <dd>
                To call or write back to you with a home-loan estimate and the offers of our partner banks. We pass your
                details to a bank only if you ask us to.
              </dd>
            </dl>

            <h3>The IP address</h3>
            <p>
              Your IP address is stored with what you send so that we can limit how many forms one address can send in a
              short time, which keeps out automated abuse and spam. It is not used to find out who you are.
            </p>

            <h3>The calculators</h3>
            <p>
              The loan eligibility calculator and the EMI calculator work in your browser. The figures you enter are not
              sent to us or stored by us; they appear in the page’s address only so that you can bookmark or share the
              result.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="legal-basis">
            <h2 id="legal-basis">{title('legal-basis')}</h2>
            <p>
              We use your details on the basis of your consent, which you give by sending a form after reading this
              notice (section 6 of the Digital Personal Data Protection Act, 2023). We use them only for the purpose
              stated above for that form, never for unrelated marketing, and we never sell them.
            </p>
            <p>
              You can withdraw your consent at any time, as easily as you gave it, by writing to{' '}
              <FirmEmail site={site} />. We then stop using your details and delete them (see{' '}
              <a href="#your-rights">{title('your-rights')}</a>); what we did with them before you withdrew stays
              lawful.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="who-receives-it">
            <h2 id="who-receives-it">{title('who-receives-it')}</h2>
            <ul>
              <li>
                <strong>Our staff.</strong> Each form you send is e-mailed to our advisors’ mailbox so that the right
                person can answer you. Only our staff read it.
              </li>
              <li>
                <strong>Our e-mail provider</strong>, which carries those e-mails and keeps our mailbox, and{' '}
                <strong>the provider that hosts this website and its database</strong>. They process your details only
                on our instructions and only to provide their service to us.
              </li>
              {emailCopy ? (
                <li>
                  <strong>EmailJS</strong> (emailjs.com). This website is set up to send a copy of each contact enquiry
                  to us through EmailJS as well, directly from your browser, so that it reaches us even when our own
                  mail is delayed.
                </li>
              ) : null}
              <li>
                <strong>A bank or housing-finance company</strong>, only if you ask us to pass on your home-loan request
                to it.
              </li>
              <li>
                <strong>Authorities</strong>, only where an Indian law or a court requires us to disclose them.
              </li>
            </ul>
            <p>We do not sell, rent or trade your details, and we do not share them with builders or advertisers.</p>
          </section>

          <section className={styles.section} aria-labelledby="how-long">
            <h2 id="how-long">{title('how-long')}</h2>
            <p>
              We keep what you send through a form, with its IP address, for <strong>{RETENTION_MONTHS} months</strong>{' '}
              from the day you send it. After that it is deleted automatically from the website’s database, together
              with the e-mail queued for our staff. {RETENTION_MONTHS} months is this website’s retention setting: if we
              ever change it, we update this notice first.
            </p>
            <p>
              We delete your details earlier when you ask us to, or when you withdraw your consent, unless a law
              requires us to keep them longer.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="your-rights">
            <h2 id="your-rights">{title('your-rights')}</h2>
            <p>Under the Digital Personal Data Protection Act, 2023 you have the right to:</p>
            <ul>
              <li>
                <strong>access</strong>: a summary of the personal data we hold about you and of what we do with it;
              </li>
              <li>
                <strong>correction</strong>: have inaccurate or incomplete details corrected, completed or updated;
              </li>
              <li>
                <strong>deletion</strong>: have your details erased;
              </li>
              <li>
                <strong>withdraw your consent</strong> at any time;
              </li>
              <li>
                <strong>grievance redressal</strong>: have a complaint about how we handle your data answered by us;
              </li>
              <li>
                <strong>nominate</strong> another person to use these rights for you in the event of your death or
                incapacity.
              </li>
            </ul>
            <p>
              To use any of them, write to <FirmEmail site={site} /> from the e-mail address you used in the form (or
              tell us the phone number you gave), saying what you would like us to do. We may ask you to confirm who you
              are before we show or change anything.{' '}
              <strong>
                When you ask us to delete your details, we delete every enquiry and loan request you sent from the
                website’s database and the copies in our mailbox
              </strong>
              , unless a law requires us to keep them, and we tell you when it is done.
            </p>
            <p>
              If you are not satisfied with our answer to a grievance, you may complain to the Data Protection Board of
              India.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="browser-storage">
            <h2 id="browser-storage">{title('browser-storage')}</h2>
            <p>
              This website sets no cookies of its own and uses no advertising or analytics trackers. It keeps a little
              in your browser’s local storage, for your convenience only:
            </p>
            <ul>
              <li>
                <strong>Your favourite properties</strong>: when you press Favorite on a property, a reference to that
                listing (such as “residential:12”) is kept in your browser so that it is still marked next time. It
                holds no name, e-mail or phone number and is never sent to us. Any other list the site keeps for you
                (such as recently viewed properties) is kept the same way.
              </li>
            </ul>
            <p>
              You can remove it at any time by pressing Favorite again, or by clearing this site’s data in your
              browser’s settings.
            </p>
            <p>
              The map in the footer and on the Contact page, and the videos on the home page, are shown from their own
              services (a map service and a video service). Like any website, they receive your IP address when they
              load, and their own privacy policies apply. A video is loaded only when you open it.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="security">
            <h2 id="security">{title('security')}</h2>
            <p>
              Only our staff and the service providers named above can reach your details. The website’s own logs record
              which pages were requested, not your IP address or what you typed into a form. Forms are checked on our
              server, and a form is stored once even if your connection makes your browser send it twice.
            </p>
            <p>
              If a breach of your personal data ever happens, we will tell you and the Data Protection Board of India as
              the Act requires.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="children">
            <h2 id="children">{title('children')}</h2>
            <p>
              Our forms are meant for adults. If you are under 18, please ask a parent or guardian to contact us for
              you. If we learn that we hold a child’s details without a parent’s consent, we delete them.
            </p>
          </section>

          <section className={styles.section} aria-labelledby="changes">
            <h2 id="changes">{title('changes')}</h2>
            <p>
              When we change this notice we publish the new version here with a new “last updated” date. If a change
              affects details you have already sent us, we will ask for your consent again before using them in the new
              way.
            </p>
            <p>
              See also our <Link to={TERMS_PATH}>Terms &amp; Conditions</Link>.
            </p>
          </section>
        </article>
      </div>
    </>
  );
}

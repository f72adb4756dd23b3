import { Link } from 'shared-ui/router';
import { FallbackImage, PageBanner, PageMeta, pageTitle } from 'shared-ui';
import section from '../../ui/Section.module.css';
import { TEAM_MEMBERS } from './team.data';
import styles from './AboutPage.module.css';

/** /about: who the firm is (legal consultancy on real estate) and its team. */
export default function AboutPage() {
  return (
    <>
      <PageMeta
        title={pageTitle('About Us')}
        description="Noida Realty Advisors gives legal consultancy on real estate and helps you buy, sell and lease residential and commercial property in Noida and Delhi-NCR."
      />
      <PageBanner title="ABOUT US" crumbs={[{ label: 'Home', to: '/' }, { label: 'About Us' }]} />
      <div className={section.container}>
        <section className={styles.about} aria-labelledby="about-heading">
          <h2 id="about-heading" className={styles.heading}>
            Legal consultancy on real estate, from search to registry
          </h2>
          <p>
            We are a real-estate consultancy and brokerage in Noida. Our core is legal consultancy on real estate:
            before you pay a token amount we check the title, the RERA registration, the approved plans and the
            builder’s record, and we stay with you through the agreement, the home loan and the registry.
          </p>
          <p>
            Whether you want to buy your first flat, sell a resale apartment, or lease a shop or an office in Noida,
            Greater Noida, Ghaziabad, Gurgaon or Gandhi Nagar, our advisors shortlist properties that fit your budget
            and explain every document in plain words.
          </p>
          <p>
            Have a question about a property or a deal? <Link to="/contact">Contact Us</Link> and an advisor will call
            you back.
          </p>
        </section>
        <section aria-labelledby="team-heading" className={styles.team}>
          <h2 id="team-heading" className={section.heading}>
            Team Members
          </h2>
          <ul className={styles.members}>
            {TEAM_MEMBERS.map((m) => (
              <li key={m.name} className={styles.member}>
                <FallbackImage
                  className={styles.photo}
                  src={m.photo}
                  alt={`Photo of ${m.name}`}
                  width={400}
                  height={400}
                  loading="lazy"
                />
                <h3 className={styles.name}>{m.name}</h3>
                <p className={styles.designation}>{m.designation}</p>
                <p className={styles.bio}>{m.content}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
